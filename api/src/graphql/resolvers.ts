import type { NonEmptyArray } from 'type-graphql';
import type { AppServices } from '../app-services.js';
import { ApplicationResolver } from '../modules/application/index.js';
import { AuthResolver } from '../modules/auth/index.js';
import { ChatResolver, UserScamSignalResolver } from '../modules/chat/index.js';
import { InquiryResolver } from '../modules/inquiry/index.js';
import { InspectionResolver } from '../modules/inspection/index.js';
import { NotificationResolver } from '../modules/notification/index.js';
import { DepositReturnResolver } from '../modules/deposit-return/index.js';
import { DocumentResolver } from '../modules/document/index.js';
import { LeasePropertyResolver, LeaseResolver, LeaseSigningResolver, PropertyBookingResolver } from '../modules/lease/index.js';
import { ListingTextResolver, PropertyConnectionResolver, PropertyResolver } from '../modules/property/index.js';
import { PropertyStatsResolver } from '../modules/listing-stats/index.js';
import { RentResolver } from '../modules/rent/index.js';
import { ReportResolver } from '../modules/report/index.js';
import { PropertySavedResolver, SavedPropertyResolver } from '../modules/saved-property/index.js';
import { SavedSearchResolver } from '../modules/saved-search/index.js';
import { SuspensionResolver } from '../modules/suspension/index.js';
import { UserResolver } from '../modules/profile/index.js';
import { ViewingRequestResolver, ViewingResolver } from '../modules/viewing/index.js';
import { RepairResolver } from '../modules/repair/index.js';
import { EntryNoticeResolver } from '../modules/entry-notice/index.js';
import { RentIncreaseResolver } from '../modules/rent-increase/index.js';
import { RentReportResolver } from '../modules/rent-report/index.js';

/** Every resolver class; each is constructed once with the app services and declares the few it uses. */
export const resolvers: NonEmptyArray<new (services: AppServices) => unknown> = [
  AuthResolver,
  InquiryResolver,
  ChatResolver,
  UserScamSignalResolver,
  NotificationResolver,
  LeaseResolver,
  LeaseSigningResolver,
  InspectionResolver,
  PropertyBookingResolver,
  LeasePropertyResolver,
  DepositReturnResolver,
  DocumentResolver,
  PropertyResolver,
  PropertyConnectionResolver,
  ListingTextResolver,
  PropertyStatsResolver,
  SavedPropertyResolver,
  PropertySavedResolver,
  SavedSearchResolver,
  UserResolver,
  ReportResolver,
  SuspensionResolver,
  ViewingResolver,
  ViewingRequestResolver,
  ApplicationResolver,
  RepairResolver,
  EntryNoticeResolver,
  RentResolver,
  RentIncreaseResolver,
  RentReportResolver,
];
