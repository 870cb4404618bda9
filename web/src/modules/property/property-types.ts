/** What a card shows of a listing (the PropertyCard fragment, as the view needs it). */
export interface CardProperty {
  id: number;
  title: string;
  description?: string | null;
  address: string;
  city: string;
  bedrooms: number;
  bathrooms: number | string;
  sqft?: number | null;
  status: string;
  monthlyRent: number;
  images: readonly string[];
}

/** The lease that books a property now (shared rule `currentLease` of '@hearth/api/contracts'). */
export interface Booking {
  tenantName?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** A listing as the detail page shows it (spec §2); the page maps the PropertyDetail query onto it. */
export interface DetailProperty extends CardProperty {
  province: string;
  propertyType: string;
  furnished: string;
  parking: string;
  leaseStartDate: string | null;
  amenities: readonly string[];
  owner: { name: string | null };
  currentLease: DetailLease | null;
}

/** The lease that books the listing; `lease` holds what only its parties and admins may read. */
export interface DetailLease extends Booking {
  status: string;
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
  type: string;
  ipfsHash: string;
}
