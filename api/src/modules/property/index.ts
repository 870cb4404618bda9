// The property module's face: what other modules and the composition root may use of it.

export { PropertyListing, PropertyTypeEnum, ProvinceEnum } from './property.entity.js';
export { PUBLIC_LISTING_TO_MATCH, searchKeysQuery } from './listing-match.queries.js';
export {
  findPropertyRecord,
  listingProvinceSql,
  listingRulesSource,
  listingSummarySource,
  listingTitleSource,
  listingVisibleSql,
  ownedPropertySql,
  ownersWithPublicListingSql,
  type PropertyRecord,
  propertyRecordSource,
  runQuery,
} from './property.queries.js';
export { canViewListing, isOwner, isPublicListing, withModerationReasonFor } from './property.policy.js';
export { findListing, listingById, propertyTitleById } from './property.loaders.js';
export { hideListingByModeration, setOwnerSuspended } from './listing-moderation.js';
export { readRentReport, refreshRentReport } from './rent-report.queries.js';
export { RentComparison } from './property.types.js';
export { type ListingDeleted, type ListingsChanged, type ListingReviewNotifier, PROPERTY_NOT_FOUND, PropertyService, type ReviewDecision } from './property.service.js';
export { PropertyConnectionResolver } from './property-connection.resolver.js';
export { PropertyResolver } from './property.resolver.js';
export { propertyRoutes } from './property.rest.js';
