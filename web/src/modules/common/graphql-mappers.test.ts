import { describe, expect, it } from 'vitest';
import { toInquiryRow, toLeaseRow, toPropertyRow } from './graphql-mappers';

describe('toPropertyRow', () => {
  it("reads the GraphQL enum names back as the spec's values", () => {
    const row = toPropertyRow({ propertyType: 'house_semi_detached', furnished: 'partially_furnished', parking: 'garage_1', description: null } as never);
    expect(row).toMatchObject({ propertyType: 'house-semi-detached', furnished: 'partially-furnished', parking: 'garage-1', description: '' });
  });
});

describe('names beside ids', () => {
  it('reads the people and the listing title of a lease and an inquiry', () => {
    const lease = toLeaseRow({ id: 1, property: { id: 5, title: 'Sunny loft' }, landlord: { id: 7, name: 'Daniel Tremblay' } } as never);
    expect(lease).toMatchObject({ propertyTitle: 'Sunny loft', landlordName: 'Daniel Tremblay' });
    expect(lease).not.toHaveProperty('property');
    const inquiry = toInquiryRow({ id: 2, tenant: { id: 12, name: 'Amara Okafor' }, landlord: null, latestMessage: null } as never);
    expect(inquiry).toMatchObject({ tenantName: 'Amara Okafor', landlordName: null, latestMessage: null });
    expect(toLeaseRow({ id: 3, property: null, landlord: null } as never)).toMatchObject({ propertyTitle: null, landlordName: null });
  });
});
