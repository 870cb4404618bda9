import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { appWithCast, createListing, listingBody, marketplaceActors } from '../../../test/marketplace-fixtures.js';

const actors = appWithCast(marketplaceActors);

describe('PUT /api/properties/:id', () => {
  it('lets the owner change the PUT fields and marketplace visibility, keeping the rest', async () => {
    const { id } = await createListing(actors.t, actors.landlord);
    const response = await actors.landlord.client.put(`/api/properties/${id}`, {
      title: 'Bright condo',
      monthlyRent: '2500',
      bathrooms: '2.5',
      sqft: '',
      furnished: 'fully-furnished',
      showOnMarketplace: false,
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id, title: 'Bright condo', monthlyRent: 2500, bathrooms: 2.5, sqft: null, furnished: 'fully-furnished' });
    expect(response.json).toMatchObject({ showOnMarketplace: false, status: 'approved', city: 'Toronto', ownerId: actors.landlord.id });
    const toggled = await actors.landlord.client.put(`/api/properties/${id}`, { showOnMarketplace: true });
    expect(toggled.json.showOnMarketplace).toBe(true);
  });

  it('refuses other landlords (403 on public listings, 404 on hidden ones), tenants, admins editing fields, and anonymous', async () => {
    const visible = await createListing(actors.t, actors.landlord);
    const hidden = await createListing(actors.t, actors.landlord, { showOnMarketplace: false });
    const other = await actors.otherLandlord.client.put(`/api/properties/${visible.id}`, { title: 'Mine now' });
    expect(other.status).toBe(403);
    expect(other.json.code).toBe('FORBIDDEN');
    expect((await actors.otherLandlord.client.put(`/api/properties/${hidden.id}`, { title: 'Mine now' })).status).toBe(404);
    expect((await actors.tenant.client.put(`/api/properties/${visible.id}`, { showOnMarketplace: false })).status).toBe(403);
    expect((await actors.admin.client.put(`/api/properties/${visible.id}`, { monthlyRent: 1 })).status).toBe(403);
    expect((await actors.anonymous.put(`/api/properties/${visible.id}`, { title: 'x' })).status).toBe(401);
    const { rows } = await sql(actors.t, 'select title, monthly_rent, show_on_marketplace from properties where id = $1', [visible.id]);
    expect(rows[0]).toEqual({ title: 'Sunny two-bedroom', monthly_rent: 2400, show_on_marketplace: true });
  });

  it('lets only admins review, and only pending -> approved/rejected (409 otherwise)', async () => {
    const pending = await createListing(actors.t, actors.landlord, {}, 'pending');
    const self = await actors.landlord.client.put(`/api/properties/${pending.id}`, { status: 'approved' });
    expect(self.status).toBe(403);
    expect(self.json).toEqual({ code: 'FORBIDDEN', message: 'Only administrators can approve or reject listings.' });
    expect((await actors.tenant.client.put(`/api/properties/${pending.id}`, { status: 'approved' })).status).toBe(404);

    const approved = await actors.admin.client.put(`/api/properties/${pending.id}`, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe('approved');
    for (const status of ['rejected', 'pending', 'rented', 'approved']) {
      const conflict = await actors.admin.client.put(`/api/properties/${pending.id}`, { status });
      expect(conflict.status).toBe(409);
      expect(conflict.json.code).toBe('CONFLICT');
    }

    const toReject = await createListing(actors.t, actors.landlord, {}, 'pending');
    expect((await actors.admin.client.put(`/api/properties/${toReject.id}`, { status: 'rejected' })).json.status).toBe('rejected');
    expect((await actors.admin.client.put(`/api/properties/${toReject.id}`, { status: 'sold' })).status).toBe(400);
  });

  it('keeps a French title and description beside the main ones, over REST and GraphQL; blank clears them', async () => {
    const created = await actors.landlord.client.post('/api/properties', {
      ...listingBody(),
      titleFr: '  Condo lumineux au centre-ville ',
      descriptionFr: 'À deux pas du métro.',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ titleFr: 'Condo lumineux au centre-ville', descriptionFr: 'À deux pas du métro.' });
    const { id } = created.json;
    const read = await actors.landlord.client.graphql(`query ($id: Int!) { property(id: $id) { title titleFr descriptionFr } }`, { id });
    expect(read.json.data.property).toEqual({ title: listingBody().title, titleFr: 'Condo lumineux au centre-ville', descriptionFr: 'À deux pas du métro.' });
    const cleared = await actors.landlord.client.put(`/api/properties/${id}`, { titleFr: ' ', descriptionFr: null });
    expect(cleared.status).toBe(200);
    expect(cleared.json).toMatchObject({ titleFr: null, descriptionFr: null, title: listingBody().title });
    const tooLong = await actors.landlord.client.put(`/api/properties/${id}`, { titleFr: 'é'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'French title is too long' });
  });

  it('rejects empty and malformed updates with 400', async () => {
    const { id } = await createListing(actors.t, actors.landlord);
    for (const [body, message] of [
      [{}, 'Nothing to update'],
      [{ title: '' }, 'Title is required'],
      [{ bedrooms: -1 }, 'Bedrooms cannot be negative'],
      [{ ownerId: actors.otherLandlord.id }, 'Unknown field: ownerId'],
      [{ images: 'front.jpg' }, 'Invalid input: expected array, received string'],
      [{ leaseStartDate: '2027-01-01' }, 'Unknown field: leaseStartDate'],
    ] as const) {
      const response = await actors.landlord.client.put(`/api/properties/${id}`, body);
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });
});

describe('DELETE /api/properties/:id', () => {
  const addLease = (propertyId: number, status: string) =>
    sql(
      actors.t,
      `insert into leases (property_id, landlord_id, tenant_name, tenant_email, status, start_date, end_date, monthly_rent)
       values ($1, $2, 'Tara', 'tara@example.ca', $3, current_date + 10, current_date + 375, 2400)`,
      [propertyId, actors.landlord.id, status],
    );

  it('lets the owner delete; refuses other landlords, tenants and anonymous', async () => {
    const { id } = await createListing(actors.t, actors.landlord);
    expect((await actors.otherLandlord.client.delete(`/api/properties/${id}`)).status).toBe(403);
    expect((await actors.tenant.client.delete(`/api/properties/${id}`)).status).toBe(403);
    expect((await actors.anonymous.delete(`/api/properties/${id}`)).status).toBe(401);
    expect((await actors.landlord.client.delete(`/api/properties/${id}`)).status).toBe(200);
    expect((await actors.landlord.client.get(`/api/properties/${id}`)).status).toBe(404);
    expect((await actors.landlord.client.delete(`/api/properties/${id}`)).status).toBe(404);
  });

  it('lets admins delete (moderation)', async () => {
    const { id } = await createListing(actors.t, actors.landlord, {}, 'rejected');
    expect((await actors.admin.client.delete(`/api/properties/${id}`)).status).toBe(200);
  });

  it('answers 409 CONFLICT while a pending or active lease exists; a draft lease does not block', async () => {
    for (const status of ['pending', 'active']) {
      const { id } = await createListing(actors.t, actors.landlord);
      await addLease(id, status);
      const response = await actors.landlord.client.delete(`/api/properties/${id}`);
      expect(response.status).toBe(409);
      expect(response.json).toEqual({ code: 'CONFLICT', message: 'This property has a pending or active lease and cannot be deleted.' });
      expect((await sql(actors.t, 'select count(*)::int as n from properties where id = $1', [id])).rows[0].n).toBe(1);
    }
    const { id } = await createListing(actors.t, actors.landlord);
    await addLease(id, 'draft');
    expect((await actors.landlord.client.delete(`/api/properties/${id}`)).status).toBe(200);
  });
});
