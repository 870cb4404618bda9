import { beforeEach, describe, expect, it } from 'vitest';
import { resetRateLimits, signedUpClient } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { day, insertProperty, leaseBody, withTestApp } from '../../../test/marketplace-fixtures.js';
import { PASSWORD_RESET_TTL_MINUTES } from '../../contracts/index.js';

// Emails go out in the recipient's language: their preferredLanguage, else (an address without an account) the
// language of the request that caused the email, else English. English bodies are unchanged.
const t = withTestApp({ users: { landlord: 'landlord' } });
beforeEach(() => resetRateLimits(t));

const lastMailTo = (email: string) => [...t.mailer.sent].reverse().find((mail) => mail.to === email)!;
const resetFor = (email: string, headers: Record<string, string> = {}) =>
  new HttpClient(t.url).post('/api/auth/forgot-password', { email }, headers);

describe('emails in the recipient’s language', () => {
  it("a French user's reset email is in French, even asked from an English browser", async () => {
    const { client, body } = await signedUpClient(t, { name: 'Émilie Tremblay' });
    await client.patch('/api/profile', { preferredLanguage: 'fr' });
    expect((await resetFor(body.email, { 'accept-language': 'en-US' })).status).toBe(202);
    const mail = lastMailTo(body.email);
    const token = t.mailer.lastTokenTo(body.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Hearth');
    expect(mail.text).toBe(
      'Bonjour Émilie Tremblay,\n\n' +
        `Choisissez un nouveau mot de passe avec ce lien (valide ${PASSWORD_RESET_TTL_MINUTES}\u00a0minutes, utilisable une seule fois)\u00a0:\n` +
        `${t.services.config.publicUrl}/reset-password?token=${token}\n\n` +
        'Si vous ne l’avez pas demandé, ignorez ce courriel\u202f; votre mot de passe reste le même.',
    );
  });

  it("an English user's reset email is unchanged, byte for byte", async () => {
    const { body } = await signedUpClient(t, { name: 'Rita Renter' });
    await resetFor(body.email);
    const token = t.mailer.lastTokenTo(body.email);
    expect(lastMailTo(body.email)).toEqual({
      to: body.email,
      subject: 'Reset your Hearth password',
      text: `Hello Rita Renter,\n\nChoose a new password with this link (valid for ${PASSWORD_RESET_TTL_MINUTES} minutes, usable once):\n${t.services.config.publicUrl}/reset-password?token=${token}\n\nIf you did not ask for it, ignore this email; your password stays the same.`,
    });
  });

  it('a person who chose no language gets the language of the request that asked for the email', async () => {
    const { body } = await signedUpClient(t);
    await resetFor(body.email, { 'accept-language': 'fr-FR' });
    expect(lastMailTo(body.email).subject).toBe('Réinitialisez votre mot de passe Hearth');
  });

  it('a lease invitation to an address without an account follows the language of the landlord’s request', async () => {
    const { landlord } = t.users;
    for (const [header, subject, opening] of [
      ['fr-CA', 'Nouvelle invitation à signer un bail', `Bonjour Théo Invité,\n\n${landlord.name} vous invite à louer Loft du Port.`],
      ['en-CA', 'New Lease Invitation', `Hello Théo Invité,\n\n${landlord.name} invited you to lease Loft du Port.`],
    ] as const) {
      const email = `nobody-${header}-${process.pid}@example.ca`;
      const propertyId = await insertProperty(t, landlord.id, { title: 'Loft du Port' });
      const created = await landlord.client.request('POST', '/api/leases', {
        body: leaseBody(propertyId, email, { tenantName: 'Théo Invité', startDate: day(5), endDate: day(300) }),
        headers: { 'accept-language': header },
      });
      expect(created.status, created.text).toBe(201);
      const mail = await t.mailer.delivered(email);
      expect(mail.subject).toBe(subject);
      expect(mail.text.startsWith(opening), mail.text).toBe(true);
    }
  });
});
