import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/marketplace-fixtures.js';
import { BODY_LIMIT } from '../server.js';

/**
 * A graphql-ws message is held to the HTTP JSON body limit (1 MiB), not ws's default 100 MiB: a larger
 * one closes its socket with 1009 (message too big) before it is buffered or parsed, and the server carries on.
 */
const t = withTestApp({ users: { tenant: 'tenant' } });
const opened: WebSocket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.terminate();
});

/** A graphql-ws socket past its handshake (connection_ack), with its close code once it closes. */
async function acknowledgedSocket(): Promise<{ ws: WebSocket; closed: Promise<number> }> {
  const ws = new WebSocket(t.url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
  opened.push(ws);
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const ack = new Promise<void>((resolve) => ws.on('message', (raw) => JSON.parse(String(raw)).type === 'connection_ack' && resolve()));
  ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  await ack;
  return { ws, closed };
}

/** A subscribe message of `bytes` bytes (a query padded with a comment). */
const subscribeOf = (bytes: number) => {
  const head = JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ __typename }\n#' } });
  return head.replace('#', '#' + 'x'.repeat(bytes - head.length));
};

describe('graphql-ws message size', () => {
  it('the limit is the HTTP body limit, 1 MiB', () => {
    expect(BODY_LIMIT).toBe(1024 * 1024);
  });

  it('a 2 MB message closes its socket with 1009; the server stays up for other sockets and HTTP', async () => {
    const { ws, closed } = await acknowledgedSocket();
    ws.send(subscribeOf(2 * 1024 * 1024));
    const stillOpen = new Promise<string>((resolve) => setTimeout(() => resolve('still open after 5 s'), 5000));
    expect(await Promise.race([closed, stillOpen])).toBe(1009);

    const next = await acknowledgedSocket();
    const answer = new Promise<any>((resolve) => next.ws.on('message', (raw) => resolve(JSON.parse(String(raw)))));
    next.ws.send(subscribeOf(1000));
    expect(await answer).toMatchObject({ id: '1', type: 'next', payload: { data: { __typename: 'Query' } } });
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  });
});
