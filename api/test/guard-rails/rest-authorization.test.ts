import { beforeAll, describe, expect, it } from 'vitest';
import { eachRowAndActor, forgedUserId, leakedSecrets, statusMatches } from './matrix.js';
import { restCases, sendRow } from './rest-cases.js';
import { registeredRoutes } from './route-inventory.js';
import { withTestApp } from '../marketplace-fixtures.js';
import { seedWorld, type World } from './world.js';

/** Served by the GraphQL matrix (graphql-authorization.test.ts) instead. */
const COVERED_ELSEWHERE = ['GET /graphql', 'POST /graphql'];

const t = withTestApp();
let w: World;
beforeAll(async () => {
  w = await seedWorld(t);
}, 120_000);

/**
 * The authorization matrix of docs/product.md#roles-and-permissions over every REST route: each (route, actor) row is sent once as is and once with a
 * forged x-user-id header, and both must give the expected status class. Denied answers and public answers must not
 * carry other users' email or phone.
 */
describe('REST authorization matrix (roles and permissions)', () => {
  it('covers every registered route', () => {
    const covered = new Set([...restCases.map((row) => row.route), ...COVERED_ELSEWHERE]);
    const missing = registeredRoutes(t.app, t.services.config.webDist).filter((route) => !covered.has(route));
    expect(missing, 'routes without an authorization row').toEqual([]);
  });

  eachRowAndActor(restCases, (row) => row.route, async (row, actor, expected, forged) => {
    const response = await sendRow(w, actor, row, forged ? { 'x-user-id': String(forgedUserId(w, actor)) } : {});
    const label = `${row.route} as ${actor}${forged ? ' with forged x-user-id' : ''}: ${response.status} ${response.text.slice(0, 200)}`;
    expect(statusMatches(expected, response.status), label).toBe(true);
    const allowed = response.status < 300;
    expect(leakedSecrets(w, actor, response.text, allowed, row.sees?.[actor]), `${label} leaks`).toEqual([]);
    if (allowed && row.check) row.check(response.json, w, actor, response.text);
  });
});
