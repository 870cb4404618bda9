import { describe, expect, it } from 'vitest';
import { collect, wsClient } from '../graphql-ws.js';
import { HttpClient } from '../http-client.js';
import { aliasedMe, nestedLeases, tooCostly } from './limit-queries.js';
import { withTestApp } from '../marketplace-fixtures.js';

/**
 * Errors over graphql-ws carry `extensions.code` like over HTTP: the same operation gives the same code and
 * message on both channels, and subscriptions refused by the auth rules say UNAUTHENTICATED. Production mode,
 * where internals are masked.
 */
const t = withTestApp({ config: { production: true, hideErrorDetails: true } });

interface WireError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The errors of one operation over graphql-ws: a `next` with errors, or an `error` message. */
async function overSocket(query: string, variables: Record<string, unknown> = {}): Promise<WireError[]> {
  const client = wsClient(t.url);
  try {
    const operation = collect(client, query, variables);
    const results = await operation.next(1);
    return results[0]?.errors ?? (operation.failure as WireError[]);
  } finally {
    await client.dispose();
  }
}

const shape = (errors: WireError[] | undefined) => (errors ?? []).map((error) => ({ code: error.extensions?.code, message: error.message }));

describe('graphql-ws errors', () => {
  it('an anonymous subscription is refused with UNAUTHENTICATED', async () => {
    const errors = await overSocket('subscription { notificationAdded { id } }');
    expect(shape(errors)).toEqual([{ code: 'UNAUTHENTICATED', message: 'Authentication required' }]);
    const chat = await overSocket('subscription { chatMessageAdded(propertyId: 1, otherUserId: 2) { id } }');
    expect(shape(chat)).toEqual([{ code: 'UNAUTHENTICATED', message: 'Authentication required' }]);
  });

  it.each([
    ['a DomainError (anonymous mutation)', 'mutation { saveProperty(propertyId: 1) { id } }', {}],
    ['a validation error (unknown field)', 'subscription { notificationAdded { nope } }', {}],
    ['a validation error in a query', 'query { me { nope } }', {}],
    ['a variable that is not an Int', 'query ($id: Int!) { property(id: $id) { id } }', { id: 'seven' }],
    ['a syntax error', 'subscription { notificationAdded { id }', {}],
    ['too many aliases (the same limits as HTTP)', aliasedMe(16), {}],
    ['too deep a query (the same limits as HTTP)', nestedLeases(4), {}],
    ['too costly a query (the same limits as HTTP)', tooCostly(), {}],
  ])('%s has the same code and message as over HTTP', async (_name, query, variables) => {
    const socket = shape(await overSocket(query, variables));
    const http = shape((await new HttpClient(t.url).graphql(query, variables)).json.errors);
    expect(socket.length).toBeGreaterThan(0);
    expect(socket.every((error) => typeof error.code === 'string')).toBe(true);
    expect(socket).toEqual(http);
  });
});
