import type { PropertyStatus } from '@hearth/api/contracts';
import type { PropertyRow } from '../property/property.model';

type Listing = Pick<PropertyRow, 'status' | 'showOnMarketplace'>;

/** A landlord's row badge: the spec's 'Active' for an approved listing, otherwise where the review stands. */
const STATUS_LABELS: Record<PropertyStatus, string> = { approved: 'Active', pending: 'Pending review', rejected: 'Rejected', rented: 'Rented' };

export function listingStatusLabel(status: PropertyStatus): string {
  return STATUS_LABELS[status];
}

/** Visitors see a listing only when an admin approved it and its owner shows it. */
export function isOnMarketplace(p: Listing): boolean {
  return p.status === 'approved' && p.showOnMarketplace;
}

/** The Listed/Hidden switch text; a shown listing still waiting for review is not listed yet. */
export function visibilityLabel(p: Listing): string {
  if (!p.showOnMarketplace) return 'Hidden';
  if (p.status === 'approved') return 'Listed';
  return p.status === 'pending' ? 'Listed once approved' : 'Not listed';
}

/** The landlord counters: every property, and those on the marketplace. */
export function landlordCounts(rows: readonly Listing[]) {
  return { totalProperties: rows.length, listedProperties: rows.filter(isOnMarketplace).length };
}
