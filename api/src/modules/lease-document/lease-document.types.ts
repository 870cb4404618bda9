import type { Deposit, Furnished, Parking, PropertyType, Province } from '../../contracts/index.js';

/** The language a lease document is asked in (a Québec lease is French first whatever is asked). */
export type DocumentLanguage = 'en' | 'fr';

export interface LeaseDocumentParty {
  name: string;
  email: string;
  phone: string | null;
}

/** Everything the document prints: the lease, its listing and its parties, read by the caller (no database here). */
export interface LeaseDocumentInput {
  leaseId: number;
  /** ISO instant; fixes the PDF's dates and ids, so the same input gives the same bytes. */
  createdAt: string;
  /** The listing's province. */
  province: Province;
  landlord: LeaseDocumentParty;
  tenant: LeaseDocumentParty;
  unit: {
    title: string;
    address: string;
    city: string;
    postalCode: string | null;
    propertyType: PropertyType;
    bedrooms: number;
    bathrooms: number;
    sqft: number | null;
    furnished: Furnished;
    parking: Parking;
    amenities: string[];
  };
  /** YYYY-MM-DD; a null end is a month-to-month tenancy. */
  term: { startDate: string; endDate: string | null };
  /** Whole CAD. */
  monthlyRent: number;
  /** 1–31 (in a shorter month, its last day). */
  rentDueDay: number;
  deposits: Deposit[];
  additionalTerms: string | null;
  /** Québec's Section G; null when the landlord has not declared it (the document says so, never guesses). */
  quebecLowestRentLast12Months: number | null;
}

/** One party's signature as the sealed document's last page prints it. */
export interface LeaseDocumentSignature {
  role: 'landlord' | 'tenant';
  name: string;
  /** ISO instant; printed in the province's time zone. */
  signedAt: string;
  /** The SHA-256 (hex) of the exact document signed. */
  documentSha256: string;
}
