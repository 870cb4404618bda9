import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { appWithCast, createListing, marketplaceActors, testUser, type TestUser } from '../../../test/marketplace-fixtures.js';

const actors = appWithCast(marketplaceActors);
const REASON_OF = 'query($id: Int!) { property(id: $id) { id moderationReason } }';

const pending = async (owner: TestUser, title: string) => (await createListing(actors.t, owner, { title }, 'pending')).id;
const review = (id: number, body: Record<string, unknown>, admin: TestUser = actors.admin) => admin.client.put(`/api/properties/${id}`, body);
const reasonOverGraphql = async (viewer: TestUser, id: number) => (await viewer.client.graphql(REASON_OF, { id })).json.data.property?.moderationReason;

describe('reviewing a listing with a reason (docs/product.md#admin-panel)', () => {
  it('still answers 200 to a client that sends the status alone', async () => {
    const id = await pending(actors.landlord, 'Plain approval loft');
    const answer = await review(id, { status: 'approved' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ id, status: 'approved', moderationReason: null });
  });

  it('stores the trimmed reason and shows it to the owner and admins only, on REST and GraphQL', async () => {
    const id = await pending(actors.landlord, 'Noted approval flat');
    const answer = await review(id, { status: 'approved', moderationReason: '  Photos checked against the land registry.  ' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.moderationReason).toBe('Photos checked against the land registry.');

    for (const viewer of [actors.landlord, actors.admin]) {
      expect((await viewer.client.get(`/api/properties/${id}`)).json.moderationReason).toBe('Photos checked against the land registry.');
      expect(await reasonOverGraphql(viewer, id)).toBe('Photos checked against the land registry.');
    }
    // The listing is public now: visitors and other accounts read it, without the reason.
    for (const client of [actors.anonymous, actors.tenant.client, actors.otherLandlord.client]) {
      const detail = await client.get(`/api/properties/${id}`);
      expect(detail.status).toBe(200);
      expect(detail.json.moderationReason).toBeNull();
      const browse = (await client.get('/api/properties?limit=200')).json as Array<{ id: number; moderationReason: string | null }>;
      expect(browse.find((p) => p.id === id)?.moderationReason).toBeNull();
      const owned = (await client.get(`/api/properties/owner/${actors.landlord.id}?limit=200`)).json as Array<{ id: number; moderationReason: string | null }>;
      expect(owned.find((p) => p.id === id)?.moderationReason).toBeNull();
    }
    for (const viewer of [actors.tenant, actors.otherLandlord]) expect(await reasonOverGraphql(viewer, id)).toBeNull();
    const visitor = await actors.anonymous.graphql(REASON_OF, { id });
    expect(visitor.json.data.property.moderationReason).toBeNull();

    // A reason on an approval does not stop its owner from listing it again after hiding it themself.
    expect((await actors.landlord.client.put(`/api/properties/${id}`, { showOnMarketplace: false })).status).toBe(200);
    expect((await actors.landlord.client.put(`/api/properties/${id}`, { showOnMarketplace: true })).status).toBe(200);
  });

  it('takes the reason over GraphQL beside the status', async () => {
    const id = await pending(actors.landlord, 'GraphQL rejected den');
    const answer = await actors.admin.client.graphql(
      'mutation($id: Int!) { updateProperty(id: $id, input: { status: rejected, moderationReason: " Blurry photos. " }) { status moderationReason } }',
      { id },
    );
    expect(answer.json.errors).toBeUndefined();
    expect(answer.json.data.updateProperty).toEqual({ status: 'rejected', moderationReason: 'Blurry photos.' });
    expect(await reasonOverGraphql(actors.landlord, id)).toBe('Blurry photos.');
    // A rejected listing stays hidden from everyone else.
    expect((await actors.tenant.client.get(`/api/properties/${id}`)).status).toBe(404);
  });

  it('refuses a blank or too long reason, or a reason without a status, with 400 VALIDATION_FAILED', async () => {
    const id = await pending(actors.landlord, 'Refused reasons studio');
    for (const [body, message] of [
      [{ status: 'rejected', moderationReason: '   ' }, 'Please write the reason (at least one character).'],
      [{ status: 'rejected', moderationReason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
      [{ status: 'rejected', moderationReason: 42 }, 'Reason must be text'],
      [{ moderationReason: 'No status with it.' }, 'A moderation reason goes with a status (approved or rejected).'],
    ] as const) {
      const answer = await review(id, body);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.json).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    const french = await actors.admin.client.put(`/api/properties/${id}`, { status: 'rejected', moderationReason: ' ' }, { 'accept-language': 'fr-CA' });
    expect(french.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Veuillez écrire la raison (au moins un caractère).' });
    const graphql = await actors.admin.client.graphql('mutation($id: Int!) { updateProperty(id: $id, input: { status: rejected, moderationReason: "  " }) { id } }', { id });
    expect(graphql.json.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    // Exactly 500 characters is accepted, and nothing was decided by the refused calls.
    const accepted = await review(id, { status: 'rejected', moderationReason: 'y'.repeat(500) });
    expect(accepted.status, accepted.text).toBe(200);
    // Only admins review, with or without a reason.
    const other = await pending(actors.landlord, 'Owner cannot review');
    expect((await actors.landlord.client.put(`/api/properties/${other}`, { status: 'approved', moderationReason: 'Mine.' })).status).toBe(403);
  });

  it("tells the landlord in-app and by email, in their language, naming the listing and the reason", async () => {
    const english = await testUser(actors.t, 'landlord', { name: 'Elena English' });
    const french = await testUser(actors.t, 'landlord', { name: 'Fabien Français' });
    await sql(actors.t, `update users set preferred_language = 'fr' where id = $1`, [french.id]);
    const first = await pending(english, 'Harbour view loft');
    const second = await pending(french, 'Loft du Vieux-Port');
    const before = actors.t.mailer.sent.length;

    expect((await review(first, { status: 'rejected', moderationReason: 'The address does not match the photos.' })).status).toBe(200);
    expect((await review(second, { status: 'rejected', moderationReason: 'Les photos montrent un autre immeuble.' })).status).toBe(200);

    const [notice] = (await english.client.get('/api/notifications')).json;
    expect(notice).toMatchObject({
      type: 'property_status',
      title: 'Listing Not Approved',
      message: 'An administrator did not approve Harbour view loft: it stays off the marketplace. Reason: The address does not match the photos.',
      propertyId: first,
    });
    const [avis] = (await french.client.get('/api/notifications', { 'accept-language': 'fr-CA' })).json;
    expect(avis).toMatchObject({
      title: 'Annonce non approuvée',
      message: 'Un administrateur n’a pas approuvé Loft du Vieux-Port\u00a0: elle ne paraîtra pas sur le site. Raison\u00a0: Les photos montrent un autre immeuble.',
    });

    const mail = await actors.t.mailer.delivered(english.email, (m) => m.subject === 'Listing Not Approved', before);
    expect(mail.text).toContain('Hello Elena English,');
    expect(mail.text).toContain('Harbour view loft');
    expect(mail.text).toContain('Reason: The address does not match the photos.');
    const courriel = await actors.t.mailer.delivered(french.email, (m) => m.subject === 'Annonce non approuvée', before);
    expect(courriel.text).toContain('Loft du Vieux-Port');
    expect(courriel.text).toContain('Raison\u00a0: Les photos montrent un autre immeuble.');

    // An approval without a reason is told too, without one.
    const third = await pending(english, 'Garden suite');
    expect((await review(third, { status: 'approved' })).status).toBe(200);
    const approved = await actors.t.mailer.delivered(english.email, (m) => m.subject === 'Listing Approved', before);
    expect(approved.text).toContain('An administrator approved Garden suite: it can now appear on the marketplace.');
  });
});

describe('suspending a landlord with a reason', () => {
  it('keeps answering 200 without a body, stores a given reason and emails the landlord in their language', async () => {
    const quiet = await testUser(actors.t, 'landlord');
    const plain = await actors.admin.client.post(`/api/admin/users/${quiet.id}/suspend`);
    expect(plain.status, plain.text).toBe(200);
    expect(plain.json).toMatchObject({ id: quiet.id, suspensionReason: null });

    const landlord = await testUser(actors.t, 'landlord', { name: 'Gilles Gagnon' });
    await sql(actors.t, `update users set preferred_language = 'fr' where id = $1`, [landlord.id]);
    const before = actors.t.mailer.sent.length;
    const suspended = await actors.admin.client.post(`/api/admin/users/${landlord.id}/suspend`, { reason: '  Demandait des dépôts par virement.  ' });
    expect(suspended.status, suspended.text).toBe(200);
    expect(suspended.json).toMatchObject({ suspendedAt: expect.any(String), suspensionReason: 'Demandait des dépôts par virement.' });
    const mail = await actors.t.mailer.delivered(landlord.email, (m) => m.subject === 'Votre compte Hearth est suspendu', before);
    expect(mail.text).toContain('Raison\u00a0: Demandait des dépôts par virement.');

    const users = await actors.admin.client.graphql('{ users { id suspensionReason } }');
    expect(users.json.data.users.find((u: { id: number }) => u.id === landlord.id).suspensionReason).toBe('Demandait des dépôts par virement.');
    const restored = await actors.admin.client.post(`/api/admin/users/${landlord.id}/unsuspend`);
    expect(restored.json).toMatchObject({ suspendedAt: null, suspensionReason: null });
  });

  it('refuses a blank or too long reason with 400 VALIDATION_FAILED, over REST and GraphQL', async () => {
    const landlord = await testUser(actors.t, 'landlord');
    for (const reason of ['   ', 'z'.repeat(501)]) {
      const answer = await actors.admin.client.post(`/api/admin/users/${landlord.id}/suspend`, { reason });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.json.code).toBe('VALIDATION_FAILED');
      expect(answer.json.message).toEqual(expect.any(String));
    }
    const graphql = await actors.admin.client.graphql('mutation($id: Int!) { suspendUser(id: $id, reason: " ") { id } }', { id: landlord.id });
    expect(graphql.json.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    expect((await sql(actors.t, 'select suspended_at from users where id = $1', [landlord.id])).rows[0].suspended_at).toBeNull();
  });
});
