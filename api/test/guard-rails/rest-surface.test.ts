import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { resetRateLimits, signedUpClient, sql } from '../auth-helpers.js';
import { HttpClient } from '../http-client.js';
import { withTestApp } from '../marketplace-fixtures.js';
import { expect5, type Expected } from './matrix.js';
import { restCases, sendRow, type RestCase, type Sent } from './rest-cases.js';
import { registeredRoutes } from './route-inventory.js';
import { ACTORS, seedWorld, tenantSearch, type ActorName, type World } from './world.js';

/** Every zod contract a call parses (services parse through `parseInput`), with the input it was given. */
const parsed = vi.hoisted(() => [] as Array<{ schema: z.ZodType; input: unknown }>);
vi.mock('../../src/common/domain-error.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/common/domain-error.js')>();
  return {
    ...original,
    parseInput: (schema: z.ZodType, input: unknown) => {
      parsed.push({ schema, input });
      return original.parseInput(schema, input);
    },
  };
});

const HEADER = `# The REST surface: every route with the contracts of its query and body (as JSON Schema), the status of a
# successful call and the keys of its answer, recorded by calling each route once on the guard rails' seeded world.
# Written by \`npm run rest-surface -w @hearth/api\`; rest-surface.test.ts fails when the live app differs.
`;

const t = withTestApp();
let w: World;
/** Headers every answer carries (security headers, date): an entry names only the headers its route adds. */
let everyAnswersHeaders: Set<string>;
beforeAll(async () => {
  w = await seedWorld(t);
  everyAnswersHeaders = new Set([...(await w.anonymous.get('/healthz')).headers.keys(), 'content-length', 'content-type']);
}, 120_000);

/** A fresh account (signed in, email not verified yet) after `request` made the app email it a link. */
async function emailedToken(w: World, request?: (email: string) => Promise<unknown>): Promise<{ token: string; client: HttpClient }> {
  await resetRateLimits(w.t);
  const { client, body } = await signedUpClient(w.t);
  const email = body.email as string;
  await request?.(email);
  return { token: w.t.mailer.lastTokenTo(email), client };
}

const signInLink = (w: World) => emailedToken(w, (email) => new HttpClient(w.t.url).post('/api/auth/login', { email, role: 'tenant' }));
const unsubscribePath = async (w: World) => {
  const { rows } = await sql<{ token: string }>(w.t, 'select unsubscribe_token as token from saved_searches where id = $1', [await tenantSearch(w)]);
  return `/api/saved-searches/unsubscribe?token=${rows[0]!.token}`;
};

/** Calls that succeed where every row of the matrix is refused (there the emailed links' tokens are forged). */
const succeeding = (route: string, send: (w: World) => Promise<Sent>): RestCase => ({ route, expect: expect5('A:ok T:ok L:ok O:ok D:ok'), send });
const SUCCEEDING: RestCase[] = [
  succeeding('GET /api/auth/magic-link', async (w) => ({ path: `/api/auth/magic-link?token=${(await signInLink(w)).token}` })),
  succeeding('POST /api/auth/magic-link', async (w) => ({ path: '/api/auth/magic-link', body: { token: (await signInLink(w)).token } })),
  succeeding('POST /api/auth/verify-email', async (w) => ({ path: '/api/auth/verify-email', body: { token: (await emailedToken(w)).token } })),
  succeeding('POST /api/auth/resend-verification', async (w) => ({ path: '/api/auth/resend-verification', client: (await emailedToken(w)).client })),
  succeeding('POST /api/auth/reset-password', async (w) => {
    const { token } = await emailedToken(w, (email) => new HttpClient(w.t.url).post('/api/auth/forgot-password', { email }));
    return { path: '/api/auth/reset-password', body: { token, password: 'brand-new-pw' } };
  }),
  succeeding('GET /api/saved-searches/unsubscribe', async (w) => ({ path: await unsubscribePath(w) })),
  succeeding('POST /api/saved-searches/unsubscribe', async (w) => ({ path: await unsubscribePath(w) })),
];

const succeeds = (expected: Expected) => expected === 'ok' || (typeof expected === 'number' && expected < 400);

/** The call a route's entry records: its first row and actor that succeed, or its first row when none does. */
function surfaceCall(route: string): { row: RestCase; actor: ActorName; succeeds: boolean } | undefined {
  const rows = [...SUCCEEDING, ...restCases].filter((row) => row.route === route);
  for (const row of rows) {
    const actor = ACTORS.find((name) => succeeds(row.expect[name]));
    if (actor) return { row, actor, succeeds: true };
  }
  return rows[0] && { row: rows[0], actor: ACTORS[0], succeeds: false };
}

/** JSON Schema of what a contract accepts, keys sorted so moving a field in the source is no change. */
function contractText(schema: z.ZodType): string {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return JSON.stringify(sortedKeys(json), null, 2);
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, key === 'required' ? [...(value as any)[key]].sort() : sortedKeys((value as any)[key])]),
  );
}

/** The keys of a JSON answer, nested; an array stands for the union of its items' keys, marked `[]`. */
function keysOf(value: unknown, indent: string): string[] {
  const items = Array.isArray(value) ? value : [value];
  const merged = new Map<string, unknown[]>();
  for (const item of items) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
    for (const [key, child] of Object.entries(item)) merged.set(key, [...(merged.get(key) ?? []), child]);
  }
  return [...merged.keys()].sort().flatMap((key) => {
    const children = merged.get(key)!;
    const isArray = children.some(Array.isArray);
    const nested = children.flatMap((child) => (Array.isArray(child) ? child : [child]));
    return [`${indent}${key}${isArray ? '[]' : ''}`, ...keysOf(nested, `${indent}  `)];
  });
}

function headerText(headers: Headers): string[] {
  const added = [...headers.keys()].filter((name) => !everyAnswersHeaders.has(name)).sort();
  return added.length > 0 ? [`  headers: ${added.join(', ')}`] : [];
}

function answerText(status: number, contentType: string | null, json: unknown): string[] {
  if (status === 204 || contentType === null) return ['  answer: none'];
  const media = contentType.split(';')[0]!;
  if (media !== 'application/json') return [`  answer: ${media}`];
  if (Array.isArray(json)) return [`  answer: array${json.length === 0 ? ' (empty)' : ''}`, ...keysOf(json, '    ')];
  return [`  answer: ${json === null ? 'null' : typeof json}`, ...keysOf(json, '    ')];
}

/** Plain data as the wire carries it (Fastify's query objects have no prototype, a sent body is re-read). */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

async function routeEntry(route: string): Promise<string[]> {
  const call = surfaceCall(route);
  if (!call) return [route, '  no REST row: its surface is schema.graphql'];
  parsed.length = 0;
  const response = await sendRow(w, call.actor, call.row);
  const body = asJson(response.sent.body);
  const query = Object.fromEntries(new URL(response.sent.path, w.t.url).searchParams);
  const contracts = (part: 'query' | 'body', value: unknown) =>
    parsed.filter(({ input }) => isDeepStrictEqual(asJson(input), value)).map(({ schema }) => `  ${part}: ${contractText(schema).replaceAll('\n', '\n  ')}`);
  return [
    route,
    `  status: ${response.status}${call.succeeds ? '' : ' (no row of rest-cases.ts succeeds)'}`,
    ...contracts('query', query),
    ...contracts('body', body),
    ...headerText(response.headers),
    ...answerText(response.status, response.headers.get('content-type'), response.json),
  ];
}

describe('REST surface', () => {
  it('matches rest-surface.txt (after an intended change: npm run rest-surface -w @hearth/api)', async () => {
    // Called in the rows' order (later rows find what earlier ones made: a report to list, a read to log), listed sorted.
    const routes = registeredRoutes(t.app, t.services.config.webDist);
    const entries = new Map<string, string[]>();
    for (const route of new Set([...restCases.map((row) => row.route), ...routes])) entries.set(route, await routeEntry(route));
    // An empty list shows no keys: it is asked again once every row has made its things.
    for (const [route, entry] of entries) if (entry.some((line) => line.endsWith('(empty)'))) entries.set(route, await routeEntry(route));
    const text = routes.map((route) => entries.get(route)!.join('\n')).join('\n\n');
    await expect(`${HEADER}\n${text}\n`).toMatchFileSnapshot('../../rest-surface.txt');
  }, 120_000);
});
