import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { appWithCast, createListing, listingBody, marketplaceActors } from '../../../test/marketplace-fixtures.js';

const actors = appWithCast(marketplaceActors);

const pointOf = async (id: number) =>
  (await sql(actors.t, 'select postal_code, latitude, longitude from properties where id = $1', [id])).rows[0];

describe('a listing’s place on the map', () => {
  it('geocodes a spec client’s listing (no postal code) by its city, and a postal code by its area', async () => {
    const spec = await actors.landlord.client.post('/api/properties', listingBody({ city: 'montreal', province: 'QC' }));
    expect(spec.status).toBe(201);
    expect(spec.json).toMatchObject({ postalCode: null, latitude: 45.5017, longitude: -73.5673 });

    const laval = await actors.landlord.client.post('/api/properties', listingBody({ city: 'Montréal', province: 'QC', postalCode: 'h7n1a1' }));
    expect(laval.json).toMatchObject({ postalCode: 'H7N 1A1', latitude: 45.6066, longitude: -73.7124 });
  });

  it('refuses a malformed postal code or one of another province, in the caller’s language', async () => {
    const bad = await actors.landlord.client.post('/api/properties', listingBody({ postalCode: 'W1A 0B1' }));
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please enter a valid Canadian postal code (e.g. K1A 0B1).' });
    expect(bad.json.issues[0].path).toBe('postalCode');
    const french = await actors.landlord.client.post('/api/properties', listingBody({ postalCode: 'K1A 0Q1' }), { 'accept-language': 'fr-CA' });
    expect(french.json.message).toBe('Veuillez entrer un code postal canadien valide (p. ex. K1A 0B1).');
    const elsewhere = await actors.landlord.client.post('/api/properties', listingBody({ province: 'ON', postalCode: 'H2X 1Y4' }));
    expect(elsewhere.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'This postal code is not in the selected province.' });
  });

  it('keeps the landlord’s pin inside Canada, both coordinates or none', async () => {
    const pinned = await actors.landlord.client.post('/api/properties', listingBody({ latitude: 43.6426, longitude: '-79.3871' }));
    expect(pinned.json).toMatchObject({ latitude: 43.6426, longitude: -79.3871 });
    const paris = await actors.landlord.client.post('/api/properties', listingBody({ latitude: 48.8566, longitude: 2.3522 }));
    expect(paris.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The map pin must be in Canada.' });
    const half = await actors.landlord.client.post('/api/properties', listingBody({ latitude: 45 }));
    expect(half.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Latitude and longitude go together.' });
  });

  it('moves the point when the place changes, not otherwise, and a moved pin wins', async () => {
    const { id } = await createListing(actors.t, actors.landlord);
    expect(await pointOf(id)).toEqual({ postal_code: null, latitude: 43.6532, longitude: -79.3832 });
    await actors.landlord.client.put(`/api/properties/${id}`, { latitude: 43.7, longitude: -79.4 });
    await actors.landlord.client.put(`/api/properties/${id}`, { title: 'Renamed', address: '12 King St W', city: 'Toronto', province: 'ON' });
    expect(await pointOf(id)).toMatchObject({ latitude: 43.7, longitude: -79.4 });
    const moved = await actors.landlord.client.put(`/api/properties/${id}`, { city: 'Ottawa', postalCode: 'k2p 1l4' });
    expect(moved.json).toMatchObject({ postalCode: 'K2P 1L4', latitude: 45.4215, longitude: -75.6972 });
    const province = await actors.landlord.client.put(`/api/properties/${id}`, { province: 'QC', city: 'Gatineau' });
    expect(province.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'This postal code is not in the selected province.' });
  });

  it('takes the postal code and the pin over GraphQL', async () => {
    const created = await actors.landlord.client.graphql(
      `mutation ($input: PropertyCreateInput!) { createProperty(input: $input) { postalCode latitude longitude } }`,
      { input: { ...listingBody({ bathrooms: 1.5, postalCode: 'm5v 2t6' }), propertyType: 'condo' } },
    );
    expect(created.json.errors).toBeUndefined();
    expect(created.json.data.createProperty).toEqual({ postalCode: 'M5V 2T6', latitude: 43.6532, longitude: -79.3832 });
  });
});
