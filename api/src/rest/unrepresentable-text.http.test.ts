import { describe, expect, it } from 'vitest';
import { signupBody } from '../../test/auth-helpers.js';
import { appWithCast, insertProperty, leaseBody, listingBody, marketplaceActors } from '../../test/marketplace-fixtures.js';
import { UNREPRESENTABLE_TEXT_MESSAGE } from '../common/representable-text.js';

const actors = appWithCast(marketplaceActors);

/** A NUL byte and both kinds of lone surrogate: PostgreSQL text can hold none of them. */
const BAD_TEXTS = ['a\u0000b', 'a\uD800b', '\uDFFFz'];

const refusal = (path: string) => ({
  code: 'VALIDATION_FAILED',
  message: UNREPRESENTABLE_TEXT_MESSAGE,
  issues: [{ path, message: UNREPRESENTABLE_TEXT_MESSAGE }],
});

describe('text PostgreSQL cannot store is 400 VALIDATION_FAILED on every route, never a 500', () => {
  it('a query string (anonymous browse)', async () => {
    for (const city of ['a%00b', '%00']) {
      const response = await actors.anonymous.get(`/api/properties?city=${city}`);
      expect(response.status).toBe(400);
      expect(response.json).toEqual(refusal('city'));
    }
  });

  it('signup name', async () => {
    for (const name of BAD_TEXTS) {
      const response = await actors.anonymous.post('/api/auth/signup', signupBody({ name }));
      expect(response.status).toBe(400);
      expect(response.json).toEqual(refusal('name'));
    }
  });

  it.each(['title', 'description', 'city'])('listing %s', async (field) => {
    for (const text of BAD_TEXTS) {
      const response = await actors.landlord.client.post('/api/properties', listingBody({ [field]: text }));
      expect(response.status).toBe(400);
      expect(response.json).toEqual(refusal(field));
    }
  });

  it.each(['name', 'bio', 'location'])('profile %s', async (field) => {
    for (const text of BAD_TEXTS) {
      const response = await actors.tenant.client.patch('/api/profile', { [field]: text });
      expect(response.status).toBe(400);
      expect(response.json).toEqual(refusal(field));
    }
  });

  it.each(['tenantName', 'terms'])('lease %s', async (field) => {
    const propertyId = await insertProperty(actors.t, actors.landlord.id);
    for (const text of BAD_TEXTS) {
      const response = await actors.landlord.client.post('/api/leases', leaseBody(propertyId, 'tia@example.ca', { [field]: text }));
      expect(response.status).toBe(400);
      expect(response.json).toEqual(refusal(field));
    }
  });

  it('nested values and keys, over GraphQL too', async () => {
    const nested = await actors.landlord.client.post('/api/properties', listingBody({ amenities: ['Dishwasher', 'x\u0000'] }));
    expect(nested.json).toEqual(refusal('amenities.1'));
    const graphql = await actors.tenant.client.graphql('mutation ($input: ProfileUpdateInput!) { updateProfile(input: $input) { id } }', {
      input: { bio: 'Quiet\u0000' },
    });
    expect(graphql.json.errors[0]).toMatchObject({ message: UNREPRESENTABLE_TEXT_MESSAGE, extensions: { code: 'VALIDATION_FAILED' } });
  });
});

describe('a subscription sent over HTTP', () => {
  it('is a 400 that says to use the WebSocket, not an internal error', async () => {
    const response = await actors.landlord.client.graphql('subscription { notificationAdded { id } }');
    expect(response.status).toBe(400);
    expect(response.json.errors[0]).toMatchObject({
      message: 'Subscriptions run over WebSocket: connect to /graphql with the graphql-ws protocol.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});
