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
