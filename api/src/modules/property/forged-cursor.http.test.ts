import { beforeAll, describe, expect, it } from 'vitest';
import { appWithCast, insertListings, marketplaceActors } from '../../../test/marketplace-fixtures.js';

const actors = appWithCast(marketplaceActors);
beforeAll(() => insertListings(actors.t, actors.landlord.id, 3, 'Ottawa'));

const forge = (text: string) => Buffer.from(text).toString('base64url');
const ID_OVERFLOW = '9999999999';
/** Cursors the codec's shape accepts but whose numbers overflow a bigint, an integer, a timestamp or an interval. */
const FORGED: Array<[sort: string, cursor: string]> = [
  ['newest', `newest.99999999999999999999.1`],
  ['newest', `newest.9223372036854775807.1`],
  ['newest', `newest.-9223372036854775808.1`],
  ['newest', `newest.-99999999999999999999.1`],
  ['newest', `newest.1795000000000000.${ID_OVERFLOW}`],
  ['price_asc', `price_asc.9999999999.1`],
  ['price_asc', `price_asc.2400.${ID_OVERFLOW}`],
  ['price_desc', `price_desc.9999999999.1`],
  ['price_desc', `price_desc.2400.${ID_OVERFLOW}`],
  ['relevance', `relevance.9999999999e99.1`],
  ['relevance', `relevance.0.5.${ID_OVERFLOW}`],
];

describe('a forged browse cursor is 400 Invalid cursor, for every sort, never a 500', () => {
  it.each(FORGED)('REST %s: %s', async (sort, text) => {
    const response = await actors.anonymous.get(`/api/properties?q=ottawa&sort=${sort}&cursor=${forge(text)}`);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid cursor' });
  });

  it.each(FORGED)('GraphQL %s: %s', async (sort, text) => {
    const response = await actors.anonymous.graphql(
      'query ($sort: PropertySort, $after: String) { properties(filter: { q: "ottawa" }, sort: $sort, after: $after) { nodes { id } } }',
      { sort, after: forge(text) },
    );
    expect(response.json.errors?.[0]).toMatchObject({ message: 'Invalid cursor', extensions: { code: 'VALIDATION_FAILED' } });
  });

  it('a real cursor of each sort still leads to the next page', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc', 'relevance']) {
      const first = await actors.anonymous.get(`/api/properties?q=ottawa&sort=${sort}&limit=1`);
      const next = await actors.anonymous.get(`/api/properties?q=ottawa&sort=${sort}&limit=1&cursor=${first.headers.get('x-next-cursor')}`);
      expect(next.status).toBe(200);
      expect(next.json).toHaveLength(1);
      expect(next.json[0].id).not.toBe(first.json[0].id);
    }
  });
});
