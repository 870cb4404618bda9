/**
 * GraphQL execution micro benchmark: the search benchmark's browse operation (totalCount and the 22 fields of 24
 * listings) on the real schema, with a stub PropertyService answering a fixed page, so only execution is timed:
 *  - graphql-js `execute` (what Apollo runs by default)
 *  - graphql-jit: `compileQuery` once, `compiled.query` per call (what runs over HTTP, see graphql/compiled-executor.ts)
 *  - the whole of Apollo's HTTP request (parse cache, plugins, compiled execution, the JSON body), as createApolloServer builds it
 * Prints µs per operation and the share of it spent in garbage collection (PerformanceObserver 'gc' entries). The
 * three answers are first checked to be the same JSON.
 *
 *   npm run bench -w @hearth/api -- execution [--iterations 20000]
 */
import 'reflect-metadata';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { HeaderMap } from '@apollo/server';
import Fastify from 'fastify';
import { execute, parse, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { AppServices } from '../src/app-services.js';
import { createApolloServer } from '../src/graphql/apollo.js';
import { buildGraphQLSchema } from '../src/graphql/schema.js';
import type { PropertyRecord } from '../src/modules/property/property.queries.js';
import type { PropertyPage } from '../src/modules/property/property.service.js';

const argValue = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

const FIELDS =
  'id title description address city province propertyType bedrooms bathrooms sqft furnished parking monthlyRent ' +
  'leaseStartDate leaseEndDate amenities images status showOnMarketplace ownerId createdAt updatedAt';
const QUERY = `query Browse($filter: PropertyFilterInput, $sort: PropertySort, $first: Int) {
  properties(filter: $filter, sort: $sort, first: $first) { totalCount nodes { ${FIELDS} } } }`;
const DOCUMENT = parse(QUERY);
const VARIABLES = { filter: { city: 'Toronto', propertyType: 'condo', minRent: 2000, maxRent: 2600 }, sort: 'newest', first: 24 };

/** A listing as PROPERTY_COLUMNS selects it (text arrays as JSON, timestamps as ISO strings). */
function listing(id: number): PropertyRecord {
  const created = new Date(Date.UTC(2026, 0, 1) + id * 3_600_000).toISOString();
  return {
    id,
    title: `Bright 2-bedroom condo near transit #${id}`,
    description: 'Sunny corner unit with hardwood floors, in-suite laundry and a balcony facing the park. Close to the subway, groceries and schools.',
    titleFr: null,
    descriptionFr: null,
    address: `${100 + id} Queen Street West`,
    city: 'Toronto',
    neighbourhood: 'Queen West',
    postalCode: 'M5H 2N2',
    latitude: 43.6512,
    longitude: -79.3832,
    province: 'ON',
    propertyType: id % 3 === 0 ? 'house-semi-detached' : 'condo',
    bedrooms: 2,
    bathrooms: 1.5,
    sqft: 850,
    furnished: 'partially-furnished',
    parking: 'garage-1',
    monthlyRent: 2000 + id * 10,
    leaseStartDate: '2026-07-01',
    leaseEndDate: null,
    amenities: ['Dishwasher', 'In-suite Laundry', 'Balcony', 'Pet Friendly'],
    images: ['bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy', 'bafkreid7qoywk77r7rj3slobqfekdvs57qwuwh5d2z3sqsw52iabe3mqne'],
    status: 'approved',
    showOnMarketplace: true,
    moderationReason: null,
    ownerSuspended: false,
    ownerId: 1000 + (id % 40),
    createdAt: created,
    updatedAt: created,
  } as unknown as PropertyRecord;
}

const ITEMS = Array.from({ length: 24 }, (_, index) => listing(index + 1));
const PAGE: PropertyPage = {
  items: ITEMS,
  cursorOf: (index) => String(ITEMS[index]!.id),
  nextCursor: '24',
  totalCount: () => Promise.resolve(1_234),
};
const services = { properties: { browse: async () => PAGE } } as unknown as AppServices;
const schema = await buildGraphQLSchema(services);
const contextValue = () => ({ viewer: null });

let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

/** Runs `run` `iterations` times after a quarter as many for warm-up; prints µs per run and the GC share. */
async function measure(name: string, run: () => Promise<unknown> | unknown, iterations: number) {
  for (let i = 0; i < iterations / 4; i++) await run(); // warm-up: let the optimizing compiler settle
  await new Promise((resolve) => setTimeout(resolve, 50));
  gcMs = 0;
  const start = performance.now();
  for (let i = 0; i < iterations; i++) await run();
  const elapsed = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 50)); // gc entries arrive asynchronously
  console.log(`| ${name} | ${((elapsed * 1000) / iterations).toFixed(1)} | ${((gcMs / elapsed) * 100).toFixed(1)} % |`);
}

const iterations = argValue('iterations', 20_000);
const compiled = compileQuery(schema, DOCUMENT, 'Browse');
if (!isCompiledQuery(compiled)) throw new Error(`graphql-jit refused the document: ${JSON.stringify(compiled.errors)}`);

const apollo = createApolloServer(Fastify(), schema, true);
await apollo.start();
const viaGraphqlJs = () => execute({ schema, document: DOCUMENT, variableValues: VARIABLES, contextValue: contextValue() }) as Promise<ExecutionResult>;
const viaJit = () => compiled.query(undefined, contextValue(), VARIABLES);
const viaApollo = async () => {
  const httpGraphQLRequest = { method: 'POST', headers: new HeaderMap([['content-type', 'application/json']]), search: '', body: { query: QUERY, variables: VARIABLES } };
  const response = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: async () => contextValue() as never });
  if (response.body.kind !== 'complete') throw new Error('expected a complete body');
  return response.body.string;
};

// The three answer the same JSON before anything is timed.
const answers = [JSON.stringify(await viaGraphqlJs()), JSON.stringify(await viaJit()), await viaApollo()];
if (new Set(answers).size !== 1 || answers[0]!.includes('"errors"')) throw new Error(`the executors answer differently:\n${answers.join('\n')}`);

console.log(`browse execution, ${ITEMS.length} listings x ${FIELDS.split(' ').length} fields + totalCount, ${iterations} operations each`);
console.log('| executor | µs/op | GC share |');
console.log('|---|---|---|');
await measure('graphql-js execute', viaGraphqlJs, iterations);
await measure('graphql-jit compiled query', viaJit, iterations);
await measure('Apollo HTTP request (compiled), to the JSON body', viaApollo, iterations);
await apollo.stop();
