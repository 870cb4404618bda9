import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/create-i18n';
import { landlordCounts, listingStatusLabel, visibilityLabel } from './listing-status';

const en = await createI18n('en-CA', ['listing']);
const fr = await createI18n('fr-CA', ['listing']);

describe('landlord listing status', () => {
  it("keeps the spec's 'Active' for approved rows and names the others", () => {
    expect((['approved', 'pending', 'rejected', 'rented'] as const).map((status) => listingStatusLabel(status, en))).toEqual(['Active', 'Pending review', 'Rejected', 'Rented']);
    expect(listingStatusLabel('approved', fr)).toBe('En ligne');
    expect(listingStatusLabel('pending', fr)).toBe('En cours d’examen');
  });
  it('counts as listed only what visitors can find: approved and shown', () => {
    const rows: Parameters<typeof landlordCounts>[0] = [
      { status: 'approved', showOnMarketplace: true },
      { status: 'approved', showOnMarketplace: false },
      { status: 'pending', showOnMarketplace: true },
      { status: 'rejected', showOnMarketplace: true },
      { status: 'rented', showOnMarketplace: true },
    ];
    expect(landlordCounts(rows)).toEqual({ totalProperties: 5, listedProperties: 1 });
  });
  it('does not call a listing awaiting review Listed', () => {
    expect(visibilityLabel({ status: 'approved', showOnMarketplace: true }, en)).toBe('Listed');
    expect(visibilityLabel({ status: 'pending', showOnMarketplace: true }, en)).toBe('Listed once approved');
    expect(visibilityLabel({ status: 'rejected', showOnMarketplace: true }, en)).toBe('Not listed');
    expect(visibilityLabel({ status: 'pending', showOnMarketplace: false }, en)).toBe('Hidden');
    expect(visibilityLabel({ status: 'pending', showOnMarketplace: true }, fr)).toBe('Affichée une fois approuvée');
  });
});
