import { describe, expect, it } from 'vitest';
import { landlordCounts, listingStatusLabel, visibilityLabel } from './listing-status';

describe('landlord listing status', () => {
  it("keeps the spec's 'Active' for approved rows and names the others", () => {
    expect((['approved', 'pending', 'rejected', 'rented'] as const).map(listingStatusLabel)).toEqual(['Active', 'Pending review', 'Rejected', 'Rented']);
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
    expect(visibilityLabel({ status: 'approved', showOnMarketplace: true })).toBe('Listed');
    expect(visibilityLabel({ status: 'pending', showOnMarketplace: true })).toBe('Listed once approved');
    expect(visibilityLabel({ status: 'rejected', showOnMarketplace: true })).toBe('Not listed');
    expect(visibilityLabel({ status: 'pending', showOnMarketplace: false })).toBe('Hidden');
  });
});
