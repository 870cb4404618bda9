import { describe, expect, it } from 'vitest';
import { toLeaseRow, toMyRentals, toRentalRow } from './lease.mapper';

/** A lease's lists, empty: what every fragment carries. */
const lists = { deposits: [], history: [], provinceNotes: [] };

describe('toLeaseRow', () => {
  it('reads the landlord and the listing title beside their ids', () => {
    const lease = toLeaseRow({ ...lists, id: 1, property: { id: 5, title: 'Sunny loft' }, landlord: { id: 7, name: 'Daniel Tremblay' } } as never);
    expect(lease).toMatchObject({ propertyTitle: 'Sunny loft', landlordName: 'Daniel Tremblay' });
    expect(lease).not.toHaveProperty('property');
    expect(toLeaseRow({ ...lists, id: 3, property: null, landlord: null } as never)).toMatchObject({ propertyTitle: null, landlordName: null });
  });
});

describe('toLeaseRow signing', () => {
  it('reads the signing status, the signatures and the sealed copy; a Québec listing marks the lease', () => {
    const signatures = [{ role: 'landlord', name: 'Daniel Tremblay', signedAt: '2026-11-20T15:00:00.000Z' }];
    const lease = toLeaseRow({ ...lists, id: 1, property: { id: 5, title: 'Loft', province: 'QC' }, landlord: null, signingStatus: 'partly_signed', signatures, signedDocumentCid: null } as never);
    expect(lease).toMatchObject({ signingStatus: 'partly_signed', signatures, signedDocumentCid: null, quebec: true });
  });
  it('reads a list that does not ask as unsigned', () => {
    expect(toLeaseRow({ ...lists, id: 2, property: null, landlord: null } as never)).toMatchObject({ signingStatus: 'unsigned', signatures: [], signedDocumentCid: null, quebec: false });
  });
});

describe('toRentalRow', () => {
  it('keeps a lease whose property is gone, with no property', () => {
    expect(toRentalRow({ ...lists, id: 4, property: null, landlord: null } as never)).toEqual({ lease: expect.objectContaining({ id: 4, propertyTitle: null }), property: null });
    const rental = toRentalRow({ ...lists, id: 5, property: { id: 9, title: 'Sunny loft', furnished: 'unfurnished', parking: 'garage_1', propertyType: 'condo', description: null }, landlord: null } as never);
    expect(rental.property).toMatchObject({ id: 9, parking: 'garage-1' });
    expect(rental.lease.propertyTitle).toBe('Sunny loft');
  });
});

describe('toMyRentals', () => {
  it('lists the leases that are or were a rental, not the declined or withdrawn invitations', () => {
    const statuses = ['pending', 'active', 'declined', 'withdrawn', 'ended', 'draft'] as const;
    const leases = statuses.map((status, id) => ({ ...lists, id, status, property: null, landlord: null }));
    expect(toMyRentals(leases as never).map(({ lease }) => lease.status)).toEqual(['pending', 'active', 'ended', 'draft']);
  });
});

describe('lease lifecycle fields', () => {
  it('reads deposit kinds and history events in the contracts\' spelling', () => {
    const lease = toLeaseRow({
      id: 6,
      property: null,
      landlord: null,
      deposits: [{ kind: 'last_month_rent', amount: 2000 }],
      history: [{ event: 'renewal_offered', at: '2027-08-01T12:00:00.000Z', contractCid: null, leaseId: 9 }],
      provinceNotes: [{ locale: 'fr-CA', text: 'Au Québec…' }],
    } as never);
    expect(lease.deposits).toEqual([{ kind: 'last-month-rent', amount: 2000 }]);
    expect(lease.history).toEqual([{ event: 'renewal-offered', at: '2027-08-01T12:00:00.000Z', contractCid: null, leaseId: 9 }]);
  });
});
