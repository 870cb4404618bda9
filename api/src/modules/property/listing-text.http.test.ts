import { describe, expect, it } from 'vitest';
import { PROPERTY_TEXT_MAX, WORDING_SOURCES } from '../../contracts/index.js';
import { PASSING_SENTENCES, REFUSED_SENTENCES } from '../../contracts/discriminatory-wording.fixtures.js';
import { sql } from '../../../test/auth-helpers.js';
import { appWithCast, createListing, listingBody, marketplaceActors } from '../../../test/marketplace-fixtures.js';

const actors = appWithCast(marketplaceActors);
const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9' };
const CHECK = `query ($text: String!, $province: Province) {
  checkListingText(text: $text, province: $province) { ok code message findings { field words ground guidance suggestion source } }
}`;
const CREATE = `mutation Create($input: PropertyCreateInput!) { createProperty(input: $input) { id } }`;
const UPDATE = `mutation Update($id: Int!, $input: PropertyUpdateInput!) { updateProperty(id: $id, input: $input) { id title } }`;

describe('POST /api/listing-text/check', () => {
  it.each(REFUSED_SENTENCES)('refuses %j (%s) with the words, the ground, the guidance and a rewrite', async (text, ground) => {
    const response = await actors.landlord.client.post('/api/listing-text/check', { text });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ ok: false, code: 'DISCRIMINATORY_TEXT' });
    expect(response.json.findings.map((finding: { ground: string }) => finding.ground)).toContain(ground);
    const [first] = response.json.findings;
    expect(response.json.message).toContain(`“${first.words}”`);
    expect(response.json.message).toContain(first.guidance);
    expect(first).toEqual({ field: null, words: expect.any(String), ground: expect.any(String), guidance: expect.any(String), suggestion: expect.any(String), source: expect.stringMatching(/^https:/) });
  });

  it('lets every ordinary sentence through', async () => {
    for (const text of PASSING_SENTENCES) {
      const response = await actors.landlord.client.post('/api/listing-text/check', { text });
      expect([text, response.status, response.json]).toEqual([text, 200, { ok: true, findings: [] }]);
    }
  });

  it("answers in the caller's language", async () => {
    const response = await actors.landlord.client.post('/api/listing-text/check', { text: 'Pas d’enfants, pas de BS.' }, FRENCH);
    expect(response.json.message).toBe(
      `«\u00a0Pas d’enfants\u00a0» exclut des personnes en raison de leur situation familiale (enfants). ${response.json.findings[0].guidance} 1 autre formulation est aussi signalée.`,
    );
    expect(response.json.findings.map((finding: { words: string; ground: string }) => [finding.words, finding.ground])).toEqual([
      ['Pas d’enfants', 'familyStatus'],
      ['pas de BS', 'publicAssistance'],
    ]);
    expect(response.json.findings[0].guidance).toMatch(/situation familiale/);
    const english = await actors.tenant.client.post('/api/listing-text/check', { text: 'No kids.' });
    expect(english.json.message).toMatch(/^“No kids” excludes people because of their family status \(children\)\. Refusing families/);
    expect(english.json.findings[0].source).toBe(WORDING_SOURCES.ohrcAds);
  });

  it('lets the exceptions the text states through, and knows Québec has none for a shared home', async () => {
    const shared = 'Female only. You share the kitchen and bathroom with the owner.';
    expect((await actors.landlord.client.post('/api/listing-text/check', { text: shared })).json.ok).toBe(true);
    expect((await actors.landlord.client.post('/api/listing-text/check', { text: shared, province: 'QC' })).json.ok).toBe(false);
    expect((await actors.landlord.client.post('/api/listing-text/check', { text: 'Adults only: a 55+ building.' })).json.ok).toBe(true);
  });

  it('is for signed-in callers (401), takes text up to a description long (400 beyond or not text)', async () => {
    const anonymous = await actors.anonymous.post('/api/listing-text/check', { text: 'No kids' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.code).toBe('UNAUTHENTICATED');
    const longest = await actors.landlord.client.post('/api/listing-text/check', { text: 'a'.repeat(PROPERTY_TEXT_MAX) });
    expect(longest.json).toEqual({ ok: true, findings: [] });
    const tooLong = await actors.landlord.client.post('/api/listing-text/check', { text: 'a'.repeat(PROPERTY_TEXT_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Text is too long' });
    for (const body of [{ text: 12 }, {}, { text: ['No kids'] }, { text: 'x', extra: 1 }, { text: 'x', province: 'XX' }]) {
      const refused = await actors.landlord.client.post('/api/listing-text/check', body);
      expect([body, refused.status, refused.json.code]).toEqual([body, 400, 'VALIDATION_FAILED']);
    }
  });

  it('GraphQL checkListingText gives the same answer', async () => {
    const refused = await actors.landlord.client.graphql(CHECK, { text: 'Professionals only.' });
    expect(refused.json.data.checkListingText).toMatchObject({ ok: false, code: 'DISCRIMINATORY_TEXT', findings: [{ field: null, words: 'Professionals only', ground: 'employment' }] });
    const passed = await actors.landlord.client.graphql(CHECK, { text: 'Kids’ park nearby.' });
    expect(passed.json.data.checkListingText).toEqual({ ok: true, code: null, message: null, findings: [] });
    const anonymous = await actors.anonymous.graphql(CHECK, { text: 'x' });
    expect(anonymous.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('creating and editing a listing', () => {
  it('refuses a discriminatory title or description, in either language, with 400 DISCRIMINATORY_TEXT and its findings', async () => {
    const before = await sql(actors.t, 'select count(*)::int as n from properties where owner_id = $1', [actors.landlord.id]);
    const refused = await actors.landlord.client.post('/api/properties', listingBody({ description: 'Bright flat. No ODSP.', descriptionFr: 'Pas d’enfants.' }));
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'DISCRIMINATORY_TEXT' });
    expect(refused.json.message).toMatch(/^“No ODSP” excludes people because of their source of income \(public assistance\)\./);
    expect(refused.json.findings).toEqual([
      expect.objectContaining({ field: 'description', words: 'No ODSP', ground: 'publicAssistance', suggestion: expect.any(String), guidance: expect.any(String) }),
      expect.objectContaining({ field: 'descriptionFr', words: 'Pas d’enfants', ground: 'familyStatus' }),
    ]);
    const after = await sql(actors.t, 'select count(*)::int as n from properties where owner_id = $1', [actors.landlord.id]);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const french = await actors.landlord.client.post('/api/properties', listingBody({ title: 'Idéal pour jeune couple' }), FRENCH);
    expect(french.json.message).toMatch(/^«\u00a0Idéal pour jeune couple\u00a0» exclut des personnes en raison de leur état civil\./);
    expect(french.json.findings[0]).toMatchObject({ field: 'title', ground: 'maritalStatus', suggestion: expect.stringMatching(/occupants/) });
  });

  it.each(REFUSED_SENTENCES.slice(0, 25))('refuses a listing that says %j', async (description) => {
    const response = await actors.landlord.client.post('/api/properties', listingBody({ description }));
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('DISCRIMINATORY_TEXT');
  });

  it('creates listings in ordinary words', async () => {
    for (const description of PASSING_SENTENCES) {
      const response = await actors.landlord.client.post('/api/properties', listingBody({ description, descriptionFr: description }));
      expect([description, response.status]).toEqual([description, 201]);
    }
  });

  it('lets the exceptions through when the listing says so: a shared kitchen with the owner, a 55+ seniors’ building', async () => {
    const shared = await actors.landlord.client.post('/api/properties', listingBody({ title: 'Room for rent, female only', description: 'You share the kitchen with the owner.' }));
    expect(shared.status).toBe(201);
    const seniors = await actors.landlord.client.post('/api/properties', listingBody({ title: '55+ seniors’ building', description: 'Adults only, no children.' }));
    expect(seniors.status).toBe(201);
    const quebec = await actors.landlord.client.post(
      '/api/properties',
      listingBody({ title: 'Chambre, femmes seulement', description: 'Cuisine partagée avec la propriétaire.', province: 'QC', city: 'Montréal', postalCode: 'H2X 1Y4' }),
    );
    expect(quebec.status).toBe(400);
    expect(quebec.json.findings[0]).toMatchObject({ field: 'title', ground: 'sex' });
    // Without the exception the same words are refused.
    const plain = await actors.landlord.client.post('/api/properties', listingBody({ title: 'Room for rent, female only' }));
    expect(plain.json.code).toBe('DISCRIMINATORY_TEXT');
  });

  it('screens an edit: what it writes, with the exceptions of the listing as it will read', async () => {
    const { id } = await createListing(actors.t, actors.landlord);
    const refused = await actors.landlord.client.put(`/api/properties/${id}`, { titleFr: 'Logement, pas de BS' });
    expect(refused.status).toBe(400);
    expect(refused.json.findings).toEqual([expect.objectContaining({ field: 'titleFr', words: 'pas de BS', ground: 'publicAssistance' })]);
    const { rows } = await sql(actors.t, 'select title_fr from properties where id = $1', [id]);
    expect(rows[0].title_fr).toBeNull();
    expect((await actors.landlord.client.put(`/api/properties/${id}`, { monthlyRent: 2300 })).status).toBe(200);
    const seniors = await createListing(actors.t, actors.landlord, { title: 'Bright unit in a 55+ building' });
    expect((await actors.landlord.client.put(`/api/properties/${seniors.id}`, { description: 'Adults only.' })).status).toBe(200);
    // Dropping the 55+ from the title would leave "Adults only" unexcused: refused.
    const dropped = await actors.landlord.client.put(`/api/properties/${seniors.id}`, { title: 'Bright unit', description: 'Adults only.' });
    expect(dropped.json.code).toBe('DISCRIMINATORY_TEXT');
  });

  it('applies the same rule over GraphQL, the findings in extensions', async () => {
    const { leaseDocuments: _none, ...body } = { ...listingBody({ bathrooms: 1.5, description: 'Christians only.' }), leaseDocuments: undefined };
    const refused = await actors.landlord.client.graphql(CREATE, { input: body });
    expect(refused.json.errors[0]).toMatchObject({
      message: expect.stringMatching(/^“Christians only” excludes people because of their religion/),
      extensions: { code: 'DISCRIMINATORY_TEXT', findings: [expect.objectContaining({ field: 'description', words: 'Christians only', ground: 'religion' })] },
    });
    const { id } = await createListing(actors.t, actors.landlord);
    const edit = await actors.landlord.client.graphql(UPDATE, { id, input: { title: 'No kids please' } }, FRENCH);
    expect(edit.json.errors[0].extensions).toMatchObject({ code: 'DISCRIMINATORY_TEXT', findings: [expect.objectContaining({ field: 'title', words: 'No kids' })] });
    expect(edit.json.errors[0].message).toMatch(/^«\u00a0No kids\u00a0» exclut/);
  });
});
