// The property module's face: what other modules and the composition root may use of it.

export { PropertyListing, PropertyTypeEnum, ProvinceEnum } from './property.entity.js';
export { PropertyPriceChange } from './price-history.entity.js';
export {
  FIRST_RENTS_OF_LOADED_LISTINGS,
  latestRentChangeById,
  type LatestRentChange,
  listingRentAsOfSql,
  listingRentsAsOfSql,
  previousRentsOf,
  type PriceHistoryEntry,
  type RecordedRentChange,
} from './price-history.js';
export { PUBLIC_LISTING_TO_MATCH, searchKeysQuery } from './listing-match.queries.js';
export { readSearchText } from './search-text.js';
export {
  findPropertyRecord,
  listingProvinceSql,
  listingRulesSource,
  listingSummarySource,
  listingTitleSource,
  listingVisibleSql,
  lockListingBookings,
  ownedPropertySql,
  ownersWithPublicListingSql,
  type PropertyRecord,
  propertyRecordSource,
  runQuery,
} from './property.queries.js';
export { canViewListing, countsAsView, isOwner, isPublicListing, withModerationReasonFor } from './property.policy.js';
export { findListing, listingById, propertyTitleById } from './property.loaders.js';
export { isAutomatedAgent, ListingViews, viewsPerDay, type Visitor } from './listing-views.js';
export { hideListingByModeration, setOwnerSuspended } from './listing-moderation.js';
export { RENT_REPORT_GENERATED_AT, refreshRentReport, rentReportRowsQuery } from './rent-report.queries.js';
export { RentComparison } from './property.types.js';
export { type ListingDeleted, type ListingsChanged, type ListingPriceDropped, type ListingReviewNotifier, PROPERTY_NOT_FOUND, PropertyService, type ReviewDecision } from './property.service.js';
export { PropertyConnectionResolver } from './property-connection.resolver.js';
export { PropertyResolver } from './property.resolver.js';
export { propertyRoutes } from './property.rest.js';
export { ListingTextService, type ListingTextCheck } from './listing-text.js';
export { ListingTextResolver } from './listing-text.resolver.js';
export { listingTextRoutes } from './listing-text.rest.js';
