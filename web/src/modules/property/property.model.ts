import type { Furnished, Parking, PropertyStatus, PropertyType, Province } from '@hearth/api/contracts';

/** A property as the signed-in screens show it (spec §3 fields), with the spec's enum values. */
export interface PropertyRow {
  id: number;
  title: string;
  description: string;
  address: string;
  city: string;
  province: Province;
  propertyType: PropertyType;
  bedrooms: number;
  bathrooms: number;
  sqft: number | null;
  furnished: Furnished;
  parking: Parking;
  monthlyRent: number;
  images: string[];
  status: PropertyStatus;
  showOnMarketplace: boolean;
  /** Why an admin hid it from the marketplace (shown to its owner); null when not hidden by moderation. */
  moderationReason: string | null;
  /** Admin-only review flags (a photo already used by another landlord's listing); empty for everyone else. */
  reviewFlags: string[];
  ownerId: number;
  createdAt: string;
}
