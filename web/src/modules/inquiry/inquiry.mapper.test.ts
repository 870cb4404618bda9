import { describe, expect, it } from 'vitest';
import { toInquiryRow } from './inquiry.mapper';

describe('toInquiryRow', () => {
  it('reads the people beside their ids', () => {
    const inquiry = toInquiryRow({ id: 2, tenant: { id: 12, name: 'Amara Okafor' }, landlord: null, latestMessage: null } as never);
    expect(inquiry).toMatchObject({ tenantName: 'Amara Okafor', landlordName: null, latestMessage: null });
  });
});
