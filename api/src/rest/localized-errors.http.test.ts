import { beforeEach, describe, expect, it } from 'vitest';
import { resetRateLimits, sessionCookieOf, signedUpClient } from '../../test/auth-helpers.js';
import { collect, wsClient } from '../../test/graphql-ws.js';
import { HttpClient } from '../../test/http-client.js';
import { withTestApp } from '../../test/marketplace-fixtures.js';

// API errors speak the caller's language: the profile's preferredLanguage, else Accept-Language, else English.
// Codes and shapes never change, and English is byte for byte what it was.
const t = withTestApp();
beforeEach(() => resetRateLimits(t));

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };

describe('localized API errors', () => {
  it('REST: the same code and shape, the message in French for a French browser and unchanged in English', async () => {
    const anonymous = new HttpClient(t.url);
    const english = await anonymous.get('/api/profile');
    const french = await anonymous.get('/api/profile', FRENCH);
    expect(english.json).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentication required' });
    expect(french.status).toBe(english.status);
    expect(french.json).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentification requise' });
    const notFound = await anonymous.get('/api/properties/999999', { 'accept-language': 'fr' });
    expect(notFound.json).toEqual({ code: 'NOT_FOUND', message: 'Logement introuvable' });
  });

  it("REST: the language switcher's cookie wins over the browser's languages", async () => {
    const anonymous = new HttpClient(t.url);
    const switched = await anonymous.get('/api/properties/999999', { 'accept-language': 'en-CA', cookie: 'hearth_locale=fr-CA' });
    expect(switched.json).toEqual({ code: 'NOT_FOUND', message: 'Logement introuvable' });
    const back = await anonymous.get('/api/properties/999999', { 'accept-language': 'fr-CA', cookie: 'hearth_locale=en-CA' });
    expect(back.json).toEqual({ code: 'NOT_FOUND', message: 'Property not found' });
  });

  it("REST: a French profile's validation errors are French, field issues too, whatever the browser says", async () => {
    const { client } = await signedUpClient(t);
    expect((await client.patch('/api/profile', { preferredLanguage: 'fr' })).status).toBe(200);
    const refused = await client.patch('/api/profile', { phone: '12', nope: 1 });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Le numéro de téléphone doit être au format E.164 (p. ex. +1234567890)',
      issues: [
        { path: 'phone', message: 'Le numéro de téléphone doit être au format E.164 (p. ex. +1234567890)' },
        { path: '', message: 'Champ inconnu\u00a0: nope' },
      ],
    });
    // Back to English by choice, even from a French browser.
    await client.patch('/api/profile', { preferredLanguage: 'en' });
    expect((await client.request('PATCH', '/api/profile', { body: { name: '' }, headers: FRENCH })).json).toMatchObject({ message: 'Name is required' });
  });

  it('REST: a framework refusal (bad JSON) is French too', async () => {
    const response = await new HttpClient(t.url).request('POST', '/api/auth/login', { raw: '{nope', headers: { 'content-type': 'application/json', ...FRENCH } });
    expect(response.json).toEqual({ code: 'BAD_REQUEST', message: 'Le corps de la requête n’a pas pu être lu. Envoyez du JSON valide.' });
  });

  it('GraphQL over HTTP: errors[].message in French, extensions unchanged', async () => {
    const anonymous = new HttpClient(t.url);
    const english = await anonymous.graphql('{ profile { id } }');
    const french = await anonymous.graphql('{ profile { id } }', {}, FRENCH);
    expect(english.json.errors[0]).toMatchObject({ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } });
    expect(french.json.errors[0]).toMatchObject({ message: 'Authentification requise', extensions: { code: 'UNAUTHENTICATED' } });
    expect(french.json.errors[0].extensions).toEqual(english.json.errors[0].extensions);
  });

  it('GraphQL over graphql-ws: the language of the upgrade request (a French profile)', async () => {
    const { client } = await signedUpClient(t);
    await client.patch('/api/profile', { preferredLanguage: 'fr' });
    const socket = wsClient(t.url, sessionCookieOf(client));
    try {
      const operation = collect(socket, 'mutation { saveProperty(propertyId: 999999) { id } }');
      const [result] = await operation.next(1);
      expect(result?.errors?.[0]).toMatchObject({ message: 'Logement introuvable', extensions: { code: 'NOT_FOUND' } });
    } finally {
      await socket.dispose();
    }
    const anonymous = wsClient(t.url, undefined, FRENCH);
    try {
      const operation = collect(anonymous, 'subscription { notificationAdded { id } }');
      const results = await operation.next(1).catch(() => []);
      const errors = results[0]?.errors ?? (operation.failure as Array<{ message: string }>);
      expect(errors[0]).toMatchObject({ message: 'Authentification requise' });
    } finally {
      await anonymous.dispose();
    }
  });

  it('success messages too: a French sign-in link request', async () => {
    const { body } = await signedUpClient(t);
    const sent = await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant' }, FRENCH);
    expect(sent.json).toEqual({ code: 'MAGIC_LINK_SENT', message: 'Consultez vos courriels\u00a0: nous vous avons envoyé un lien de connexion valide 15\u00a0minutes.' });
  });
});
