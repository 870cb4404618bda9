import { HashedToken } from '../common/hashed-token.entity.js';
import { ApiToken } from '../modules/auth/api-token.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { ChatMessage } from '../modules/chat/chat-message.entity.js';
import { PropertyDocument } from '../modules/document/document.entity.js';
import { Inquiry } from '../modules/inquiry/inquiry.entity.js';
import { Lease } from '../modules/lease/lease.entity.js';
import { Notification } from '../modules/notification/notification.entity.js';
import { PropertyListing } from '../modules/property/property.entity.js';
import { ListingReport } from '../modules/report/report.entity.js';
import { SavedProperty } from '../modules/saved-property/saved-property.entity.js';
import { SavedSearch } from '../modules/saved-search/saved-search.entity.js';
import { SingleUseToken } from '../modules/single-use-token/single-use-token.entity.js';
import { StoredFile } from '../modules/upload/stored-file.entity.js';
import { User } from '../modules/user/user.entity.js';
import { ViewingBooking } from '../modules/viewing/viewing-booking.entity.js';
import { ViewingSlot } from '../modules/viewing/viewing-slot.entity.js';

/** Every entity, listed explicitly so the same list works from TypeScript sources and compiled output. */
export const entities = [
  HashedToken,
  User,
  PropertyListing,
  PropertyDocument,
  Lease,
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
];
