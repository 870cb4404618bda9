import { HashedToken } from '../common/hashed-token.entity.js';
import { ApplicationAccess, RentalApplication, RentalProfileRow } from '../modules/application/index.js';
import { ApiToken, Session } from '../modules/auth/index.js';
import { ChatMessage } from '../modules/chat/index.js';
import { DepositReturn } from '../modules/deposit-return/index.js';
import { PropertyDocument } from '../modules/document/index.js';
import { Inspection, InspectionSignature } from '../modules/inspection/index.js';
import { Inquiry } from '../modules/inquiry/index.js';
import { Lease, LeaseSignature } from '../modules/lease/index.js';
import { Notification } from '../modules/notification/index.js';
import { PropertyListing, PropertyPriceChange } from '../modules/property/index.js';
import { DepositInterestNotice, QuebecDwellingNumber, RentPayment } from '../modules/rent/index.js';
import { ListingReport } from '../modules/report/index.js';
import { SavedProperty } from '../modules/saved-property/index.js';
import { SavedSearch } from '../modules/saved-search/index.js';
import { SingleUseToken } from '../modules/single-use-token/index.js';
import { StoredFile } from '../modules/upload/index.js';
import { User } from '../modules/user/index.js';
import { RentGuideline, RentIncrease } from '../modules/rent-increase/index.js';
import { ViewingBooking, ViewingRequest, ViewingSlot } from '../modules/viewing/index.js';
import { RepairComment, RepairRequest, RepairRequestEvent } from '../modules/repair/index.js';
import { EntryNotice } from '../modules/entry-notice/index.js';

/** Every entity, listed explicitly so the same list works from TypeScript sources and compiled output. */
export const entities = [
  HashedToken,
  User,
  PropertyListing,
  PropertyPriceChange,
  PropertyDocument,
  Lease,
  LeaseSignature,
  Inspection,
  InspectionSignature,
  Inquiry,
  ChatMessage,
  SavedProperty,
  SavedSearch,
  Notification,
  Session,
  SingleUseToken,
  ApiToken,
  StoredFile,
  ListingReport,
  ViewingSlot,
  ViewingBooking,
  ViewingRequest,
  RentalProfileRow,
  RentalApplication,
  ApplicationAccess,
  DepositReturn,
  RepairRequest,
  RepairRequestEvent,
  RepairComment,
  EntryNotice,
  RentPayment,
  QuebecDwellingNumber,
  DepositInterestNotice,
  RentGuideline,
  RentIncrease,
];
