import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PropertyStatus } from '@hearth/api/contracts/property-enums';
import type { PropertyRow } from '../property/property.model';

type Listing = Pick<PropertyRow, 'status' | 'showOnMarketplace'>;

/** A landlord's row badge: the spec's 'Active' for an approved listing, otherwise where the review stands. */
const STATUS_LABELS: Record<PropertyStatus, MessageDescriptor> = {
  approved: msg({ context: 'landlord listing', message: 'Active' }),
  pending: msg`Pending review`,
  rejected: msg({ context: 'landlord listing', message: 'Rejected' }),
  rented: msg({ context: 'landlord listing', message: 'Rented' }),
};

/** Labels read in the locale: pass the `i18n` of `useLingui()`; without it, the client's active locale. */
export function listingStatusLabel(status: PropertyStatus, i18n: I18n = activeI18n): string {
  return i18n._(STATUS_LABELS[status]);
}

/** Visitors see a listing only when an admin approved it and its owner shows it. */
export function isOnMarketplace(p: Listing): boolean {
  return p.status === 'approved' && p.showOnMarketplace;
}

/** The Listed/Hidden switch text; a shown listing still waiting for review is not listed yet. */
export function visibilityLabel(p: Listing, i18n: I18n = activeI18n): string {
  if (!p.showOnMarketplace) return i18n._(msg`Hidden`);
  if (p.status === 'approved') return i18n._(msg`Listed`);
  return i18n._(p.status === 'pending' ? msg`Listed once approved` : msg`Not listed`);
}

/** The landlord counters: every property, and those on the marketplace. */
export function landlordCounts(rows: readonly Listing[]) {
  return { totalProperties: rows.length, listedProperties: rows.filter(isOnMarketplace).length };
}
