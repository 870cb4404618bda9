import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import type { HttpClient } from '../../../test/http-client.js';
import { appWithCast, insertProperty, leaseActors, leaseBody } from '../../../test/marketplace-fixtures.js';
import { countQueries } from '../property/query-counter.test-helper.js';

const cast = appWithCast(leaseActors);

const SIGN = `mutation Sign($id: Int!, $input: SignLeaseInput!) {
  signLease(id: $id, input: $input) { leaseId role fullName signedAt documentSha256 signingStatus signedDocumentCid }
}`;
const LEASE_FIELDS = 'id signingStatus signedDocumentCid sealedAt documentLanguage rentDueDay quebecLowestRentLast12Months signatures { role name signedAt }';

async function newLease(overrides: Record<string, unknown> = {}): Promise<number> {
  const propertyId = await insertProperty(cast.t, cast.landlord.id);
  const response = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, cast.tenant.email, overrides));
  if (response.status !== 201) throw new Error(`lease: ${response.status} ${response.text}`);
  return response.json.id;
}

const sign = (client: HttpClient, id: number, input: Record<string, unknown>) => client.graphql(SIGN, { id, input });
const codeOf = async (client: HttpClient, id: number, input: Record<string, unknown>) => (await sign(client, id, input)).json.errors?.[0]?.extensions?.code;

describe('signLease', () => {
  it('signs as each party; the second signature seals the lease, and Lease says so', async () => {
    const id = await newLease({ rentDueDay: 15 });
    const first = await sign(cast.tenant.client, id, { fullName: 'TIA  tenant', consent: true });
    expect(first.json.errors).toBeUndefined();
    expect(first.json.data.signLease).toMatchObject({ leaseId: id, role: 'tenant', signingStatus: 'partly_signed', signedDocumentCid: null });
    const second = await sign(cast.landlord.client, id, { fullName: 'Lena Landlord', consent: true });
    expect(second.json.data.signLease).toMatchObject({ role: 'landlord', signingStatus: 'signed', signedDocumentCid: expect.stringMatching(/^baf/) });
    expect(second.json.data.signLease.documentSha256).toBe(first.json.data.signLease.documentSha256);

    const mine = await cast.tenant.client.graphql(`{ myLeases { ${LEASE_FIELDS} } }`);
    const lease = mine.json.data.myLeases.find((item: { id: number }) => item.id === id);
    expect(lease).toEqual({
      id,
      signingStatus: 'signed',
      signedDocumentCid: second.json.data.signLease.signedDocumentCid,
      sealedAt: expect.any(String),
      documentLanguage: 'en',
      rentDueDay: 15,
      quebecLowestRentLast12Months: null,
      signatures: [
        { role: 'tenant', name: 'TIA tenant', signedAt: first.json.data.signLease.signedAt },
        { role: 'landlord', name: 'Lena Landlord', signedAt: second.json.data.signLease.signedAt },
      ],
    });
  });

  it('refuses as REST does, with the code in extensions.code', async () => {
    const id = await newLease();
    const tenant = { fullName: 'Tia Tenant', consent: true };
    expect(await codeOf(cast.anonymous, id, tenant)).toBe('UNAUTHENTICATED');
    expect(await codeOf(cast.otherLandlord.client, id, tenant)).toBe('NOT_FOUND');
    expect(await codeOf(cast.otherTenant.client, id, tenant)).toBe('NOT_FOUND');
    expect(await codeOf(cast.admin.client, id, { fullName: 'Ada Admin', consent: true })).toBe('FORBIDDEN');
    expect(await codeOf(cast.tenant.client, id, { fullName: 'Someone Else', consent: true })).toBe('SIGNATURE_NAME_MISMATCH');
    expect(await codeOf(cast.tenant.client, id, { fullName: 'Tia Tenant', consent: false })).toBe('CONSENT_REQUIRED');
    expect(await codeOf(cast.tenant.client, id, { fullName: '', consent: true })).toBe('VALIDATION_FAILED');
    expect(await codeOf(cast.tenant.client, id, tenant)).toBeUndefined();
    expect(await codeOf(cast.tenant.client, id, tenant)).toBe('ALREADY_SIGNED');

    const declined = await newLease();
    await cast.tenant.client.post(`/api/leases/${declined}/decline`);
    expect(await codeOf(cast.tenant.client, declined, tenant)).toBe('LEASE_NOT_SIGNABLE');
    const withdrawn = await newLease();
    await cast.landlord.client.post(`/api/leases/${withdrawn}/withdraw`);
    expect(await codeOf(cast.landlord.client, withdrawn, { fullName: 'Lena Landlord', consent: true })).toBe('LEASE_NOT_SIGNABLE');
    const draft = await newLease();
    await sql(cast.t, `update leases set status = 'draft' where id = $1`, [draft]);
    expect(await codeOf(cast.tenant.client, draft, tenant)).toBe('NOT_FOUND');
  });

  it('reads Lease.signatures in one batch, whatever the list size', async () => {
    for (let n = 0; n < 3; n += 1) await sign(cast.landlord.client, await newLease(), { fullName: 'Lena Landlord', consent: true });
    const query = (client: HttpClient) => client.graphql(`{ landlordLeases { ${LEASE_FIELDS} } }`);
    const count = async () => {
      await query(cast.landlord.client);
      const { result, queries } = await countQueries(() => query(cast.landlord.client));
      expect(result.json.errors).toBeUndefined();
      return { queries: queries.length, leases: result.json.data.landlordLeases.length as number };
    };
    const small = await count();
    for (let n = 0; n < 5; n += 1) await sign(cast.landlord.client, await newLease(), { fullName: 'Lena Landlord', consent: true });
    const large = await count();
    expect(large.leases).toBeGreaterThan(small.leases);
    expect(large.queries).toBe(small.queries);
  });
});
