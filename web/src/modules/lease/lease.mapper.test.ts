import { describe, expect, it } from 'vitest';
import { toLeaseRow, toRentalRow } from './lease.mapper';

describe('toLeaseRow', () => {
  it('reads the landlord and the listing title beside their ids', () => {
    const lease = toLeaseRow({ id: 1, property: { id: 5, title: 'Sunny loft' }, landlord: { id: 7, name: 'Daniel Tremblay' } } as never);
    expect(lease).toMatchObject({ propertyTitle: 'Sunny loft', landlordName: 'Daniel Tremblay' });
    expect(lease).not.toHaveProperty('property');
    expect(toLeaseRow({ id: 3, property: null, landlord: null } as never)).toMatchObject({ propertyTitle: null, landlordName: null });
  });
});

describe('toRentalRow', () => {
  it('keeps a lease whose property is gone, with no property', () => {
    expect(toRentalRow({ id: 4, property: null, landlord: null } as never)).toEqual({ lease: expect.objectContaining({ id: 4, propertyTitle: null }), property: null });
    const rental = toRentalRow({ id: 5, property: { id: 9, title: 'Sunny loft', furnished: 'unfurnished', parking: 'garage_1', propertyType: 'condo', description: null }, landlord: null } as never);
    expect(rental.property).toMatchObject({ id: 9, parking: 'garage-1' });
    expect(rental.lease.propertyTitle).toBe('Sunny loft');
  });
});
