import type { PropertyCreateInput, PropertyStatus, PropertyType } from '@hearth/api/contracts';

type ListedFields = 'title' | 'address' | 'city' | 'province' | 'bedrooms' | 'bathrooms' | 'furnished' | 'parking' | 'monthlyRent' | 'images' | 'showOnMarketplace';

/** A property as the signed-in screens show it (spec §3): the listing contract's fields and what the server adds. */
export interface PropertyRow extends Pick<PropertyCreateInput, ListedFields> {
  id: number;
  description: string;
  /** The schema's list, browse types ('house-detached') included. */
  propertyType: PropertyType;
  sqft: number | null;
  status: PropertyStatus;
  /** Why an admin hid it from the marketplace (shown to its owner); null when not hidden by moderation. */
  moderationReason: string | null;
  /** Admin-only review flags (a photo already used by another landlord's listing); empty for everyone else. */
  reviewFlags: string[];
  ownerId: number;
  createdAt: string;
}
