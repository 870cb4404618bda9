import { describe, expect, it } from 'vitest';
import { signupBody } from '../../../test/auth-helpers.js';
import { appWithCast, listingBody, marketplaceActors } from '../../../test/marketplace-fixtures.js';

const actors = appWithCast(marketplaceActors);

/** Every kind of line break: each would start a new line in a plain-text email that quotes the field. */
const BREAKS = ['\n', '\r', '\r\n', '\u2028', '\u2029', '\u0085', '\v', '\f'];

describe('single-line fields refuse line breaks (they would shape the plain-text emails)', () => {
  it.each([
    ['title', 'Title'],
    ['titleFr', 'French title'],
    ['address', 'Address'],
    ['city', 'City'],
    ['neighbourhood', 'Neighbourhood'],
  ])('listing %s', async (field, label) => {
    for (const lineBreak of BREAKS) {
      const response = await actors.landlord.client.post('/api/properties', listingBody({ [field]: `First line${lineBreak}Subject: forged` }));
      expect(response.status, JSON.stringify(lineBreak)).toBe(400);
      const message = `${label} must be on one line.`;
      expect(response.json).toEqual({ code: 'VALIDATION_FAILED', message, issues: [{ path: field, message }] });
    }
  });

  it('an account name, at sign-up and on the profile', async () => {
    const signup = await actors.anonymous.post('/api/auth/signup', signupBody({ name: 'Tara\nTenant' }));
    expect(signup.status).toBe(400);
    expect(signup.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Name must be on one line.', issues: [{ path: 'name' }] });
    const profile = await actors.tenant.client.patch('/api/profile', { name: 'Tara\u2028Tenant' });
    expect(profile.status).toBe(400);
    expect(profile.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Name must be on one line.', issues: [{ path: 'name' }] });
  });

  it('a description keeps its paragraphs, and a break at either end is trimmed away', async () => {
    const response = await actors.landlord.client.post('/api/properties', listingBody({ title: '\nSunny loft\r\n', description: 'Bright.\n\nQuiet street.' }));
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ title: 'Sunny loft', description: 'Bright.\n\nQuiet street.' });
  });
});
