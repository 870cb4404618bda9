import type { DocumentType } from '@hearth/api/contracts/document-types';
import type { LeaseStatus } from '@hearth/api/contracts/lease-statuses';
import type { Furnished, Parking, PropertyStatus, PropertyType } from '@hearth/api/contracts/property-enums';
import type { Province } from '@hearth/api/contracts/provinces';
import type { PropertyCreateInput } from '@hearth/api/contracts/property.schema';

type ListedFields = 'title' | 'address' | 'city' | 'province' | 'bedrooms' | 'bathrooms' | 'furnished' | 'parking' | 'monthlyRent' | 'images' | 'showOnMarketplace';

/** A property as the signed-in screens show it (docs/product.md#entities): the listing contract's fields and what the server adds. */
export interface PropertyRow extends Pick<PropertyCreateInput, ListedFields> {
  id: number;
  description: string;
  /** The listing in French beside the main text; null when its owner gave none. */
  titleFr: string | null;
  descriptionFr: string | null;
  /** The schema's list, browse types ('house-detached') included. */
  propertyType: PropertyType;
  sqft: number | null;
  /** The day the unit was first lived in (YYYY-MM-DD), when its owner gave it (Ontario's rent guideline exemption). */
  firstOccupiedOn?: string | null;
  status: PropertyStatus;
  /** The admin's reason for their last decision (rejected, approved, hidden); owner and admins only, else null. */
  moderationReason: string | null;
  /** An admin hid it from the marketplace after a report: its owner cannot list it again. */
  hiddenByModeration: boolean;
  /** Admin-only review flags (a photo already used by another landlord's listing); empty for everyone else. */
  reviewFlags: string[];
  ownerId: number;
  createdAt: string;
  /** From the amenity list (the Edit Property dialog's checkboxes). */
  amenities?: readonly string[];
  /** The place below the city its owner gave ('Plateau-Mont-Royal'), else null. */
  neighbourhood?: string | null;
  /** Its postal code and map point, null when not given (listings saved before geocoding get their point). */
  postalCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** What a card shows of a listing (the PropertyCard fragment, as the view needs it). */
export interface CardProperty {
  id: number;
  title: string;
  /** The title in French, when its owner gave one (shown to French visitors). */
  titleFr?: string | null;
  description?: string | null;
  address: string;
  city: string;
  /** The place below the city its owner gave, else null. */
  neighbourhood?: string | null;
  bedrooms: number;
  bathrooms: number;
  sqft?: number | null;
  status: PropertyStatus;
  monthlyRent: number;
  /** The rent before a drop of the last 30 days ('Price dropped', docs/product.md#price-history), else null. */
  previousRent?: number | null;
  images: readonly string[];
}

/** The lease that books a property now (shared rule `currentLease` of '@hearth/api/contracts/lease-booking'). */
export interface Booking {
  tenantName?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** A listing as the detail page shows it (docs/product.md#property-detail); the page maps the PropertyDetail query onto it. */
export interface DetailProperty extends CardProperty {
  descriptionFr?: string | null;
  province: Province;
  postalCode?: string | null;
  /** The map pin; null on a listing not yet placed. */
  latitude?: number | null;
  longitude?: number | null;
  propertyType: PropertyType;
  furnished: Furnished;
  parking: Parking;
  leaseStartDate: string | null;
  amenities: readonly string[];
  owner: { name: string | null };
  currentLease: DetailLease | null;
  /** Its rent against the median of its city's public listings with as many bedrooms; null under the minimum sample. */
  rentComparison?: { median: number; sampleSize: number; percentDiff: number } | null;
}

/** The lease that books the listing; `lease` holds what only its parties and admins may read. */
export interface DetailLease extends Booking {
  status: LeaseStatus;
  lease: {
    tenantEmail: string;
    tenantPhone: string | null;
    monthlyRent: number;
    contractDocument: { name: string; ipfsHash: string } | null;
  } | null;
}

/** A document attached to the listing (lease agreement or other). */
export interface DetailDocument {
  name: string;
  type: DocumentType;
  ipfsHash: string;
}
