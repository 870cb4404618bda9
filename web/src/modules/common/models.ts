// View models of the signed-in screens (spec §3 fields). Containers map GraphQL results onto these, so the pure
// views and their stories do not depend on the generated types.
import type { Furnished, LeaseStatus, Parking, PropertyStatus, Role } from '@hearth/api/contracts';

export interface PropertyRow {
  id: number;
  title: string;
  description: string;
  address: string;
  city: string;
  province: string;
  propertyType: string;
  bedrooms: number;
  /** Decimal, may arrive as a string (spec §3). */
  bathrooms: string | number;
  sqft: number | null;
  furnished: Furnished | string;
  parking: Parking | string;
  monthlyRent: number;
  images: string[];
  status: PropertyStatus | string;
  showOnMarketplace: boolean;
  /** Why an admin hid it from the marketplace (shown to its owner); null when not hidden by moderation. */
  moderationReason: string | null;
  /** Admin-only review flags (a photo already used by another landlord's listing); empty for everyone else. */
  reviewFlags: string[];
  ownerId: number;
  createdAt: string;
}

export interface LeaseRow {
  id: number;
  propertyId: number;
  landlordId: number;
  tenantId: number | null;
  tenantName: string | null;
  tenantEmail: string | null;
  tenantPhone: string | null;
  status: LeaseStatus | string;
  startDate: string | null;
  endDate: string | null;
  monthlyRent: number;
  terms: string | null;
  createdAt: string;
  /** Null when the property is gone. */
  propertyTitle: string | null;
  landlordName: string | null;
}

/** A tenant's rental: the lease with the property it is for (property may have been deleted). */
export interface RentalRow {
  lease: LeaseRow;
  property: PropertyRow | null;
}

export interface NotificationMetadata {
  tenantWhatsApp?: string | null;
  tenantName?: string | null;
  propertyTitle?: string | null;
}

export interface NotificationRow {
  id: number;
  type: string;
  title: string;
  message: string;
  propertyId: number | null;
  isRead: boolean;
  metadata: NotificationMetadata | null;
  createdAt: string;
}

export interface ChatMessageRow {
  id: number;
  propertyId: number;
  senderId: number;
  receiverId: number;
  message: string;
  createdAt: string;
}

export interface InquiryRow {
  id: number;
  propertyId: number;
  tenantId: number;
  landlordId: number;
  message: string;
  status: string;
  createdAt: string;
  propertyTitle: string | null;
  tenantName: string | null;
  landlordName: string | null;
  latestMessage: ChatMessageRow | null;
}

export interface ProfileData {
  id: number;
  email: string;
  name: string | null;
  role: Role;
  whatsapp: string | null;
  phone: string | null;
  bio: string | null;
  location: string | null;
  createdAt: string;
}
