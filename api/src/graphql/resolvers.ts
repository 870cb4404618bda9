import type { NonEmptyArray } from 'type-graphql';
import type { AppServices } from '../app-services.js';
import { ApplicationResolver } from '../modules/application/application.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { ChatResolver } from '../modules/chat/chat.resolver.js';
import { InquiryResolver } from '../modules/inquiry/inquiry.resolver.js';
import { NotificationResolver } from '../modules/notification/notification.resolver.js';
import { DocumentResolver } from '../modules/document/document.resolver.js';
import { LeasePropertyResolver } from '../modules/lease/lease-property.resolver.js';
import { LeaseResolver } from '../modules/lease/lease.resolver.js';
import { PropertyBookingResolver } from '../modules/lease/property-booking.resolver.js';
import { PropertyConnectionResolver } from '../modules/property/property-connection.resolver.js';
import { PropertyResolver } from '../modules/property/property.resolver.js';
import { ReportResolver } from '../modules/report/report.resolver.js';
import { SavedPropertyResolver } from '../modules/saved-property/saved-property.resolver.js';
import { SavedSearchResolver } from '../modules/saved-search/saved-search.resolver.js';
import { SuspensionResolver } from '../modules/user/suspension.resolver.js';
import { UserResolver } from '../modules/user/user.resolver.js';
import { ViewingResolver } from '../modules/viewing/viewing.resolver.js';

/** Every resolver class; each is constructed once with the app services and declares the few it uses. */
export const resolvers: NonEmptyArray<new (services: AppServices) => unknown> = [
  AuthResolver,
  InquiryResolver,
  ChatResolver,
  NotificationResolver,
  LeaseResolver,
  PropertyBookingResolver,
  LeasePropertyResolver,
  DocumentResolver,
  PropertyResolver,
  PropertyConnectionResolver,
  SavedPropertyResolver,
  SavedSearchResolver,
  UserResolver,
  ReportResolver,
  SuspensionResolver,
  ViewingResolver,
  ApplicationResolver,
];
