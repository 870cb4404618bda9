import { describe, expect, it } from 'vitest';
import { toLeaseRow } from './lease.mapper';

describe('toLeaseRow', () => {
  it('reads the landlord and the listing title beside their ids', () => {
    const lease = toLeaseRow({ id: 1, property: { id: 5, title: 'Sunny loft' }, landlord: { id: 7, name: 'Daniel Tremblay' } } as never);
    expect(lease).toMatchObject({ propertyTitle: 'Sunny loft', landlordName: 'Daniel Tremblay' });
    expect(lease).not.toHaveProperty('property');
    expect(toLeaseRow({ id: 3, property: null, landlord: null } as never)).toMatchObject({ propertyTitle: null, landlordName: null });
  });
});
