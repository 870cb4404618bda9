import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { elapsedMs } from './clock.js';

/** graphql-ws test clients: subscribe like a browser and collect what arrives. */

/** A graphql-ws client that authenticates like a browser: the session cookie (and other headers) on the upgrade request. */
export function wsClient(url: string, cookie?: string, headers: Record<string, string> = {}): Client {
  return createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
      }
    },
    retryAttempts: 0,
    lazy: true,
  });
}

/** Subscribes and collects results; `next(n)` waits until n results arrived (or times out). */
export function collect<T = any>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const results: Array<{ data?: T; errors?: Array<{ message: string }> }> = [];
  const waiters: Array<() => void> = [];
  let failure: unknown = null;
  const unsubscribe = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        results.push(value as (typeof results)[number]);
        waiters.splice(0).forEach((wake) => wake());
      },
      error: (error) => {
        failure = error;
        waiters.splice(0).forEach((wake) => wake());
      },
      complete: () => waiters.splice(0).forEach((wake) => wake()),
    },
  );
  const collector = {
    results,
    unsubscribe,
    get failure() {
      return failure;
    },
    async next(count: number, timeoutMs = 5000): Promise<typeof results> {
      const deadline = elapsedMs() + timeoutMs;
      while (results.length < count && failure === null && elapsedMs() < deadline) {
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.max(0, deadline - elapsedMs()));
        });
      }
      return results;
    },
    /**
     * graphql-ws has no 'subscribed' acknowledgement: publish probe events until one arrives, then forget the
     * probes. Afterwards the subscription is known to be live.
     */
    /** Forgets everything received so far (probes meant for another subscriber of the same topic). */
    clear() {
      results.length = 0;
    },
    async untilLive(probe: () => Promise<void>): Promise<void> {
      const deadline = elapsedMs() + 10_000;
      while (elapsedMs() < deadline && failure === null) {
        await probe();
        await collector.next(results.length + 1, 100);
        if (results.length > 0) {
          await new Promise((resolve) => setTimeout(resolve, 50)); // let in-flight probes land, then drop them all
          results.length = 0;
          return;
        }
      }
      throw new Error(`subscription never became live: ${String(failure)}`);
    },
  };
  return collector;
}

/** After several subscriptions went live on shared topics: let stray probes land, then forget them everywhere. */
export async function settle(collectors: Array<{ clear(): void }>): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const collector of collectors) collector.clear();
}

/** How a socket closed: graphql-ws codes are 4xxx (4401: the credential ended). */
export interface SocketClose {
  code: number;
  reason: string;
}

/**
 * One graphql-ws socket spoken by hand (protocol graphql-transport-ws), never reconnected: what happens to *this*
 * socket is what is asserted (the graphql-ws client would open a fresh one for the next operation).
 */
export async function rawSocket(url: string, credentials: { cookie?: string; authorization?: string } = {}) {
  const ws = new WebSocket(url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', {
    headers: credentials.cookie ? { cookie: credentials.cookie } : {},
  });
  const listeners = new Map<string, (message: { type: string; payload?: any }) => void>();
  let closedWith: SocketClose | null = null;
  const closed = new Promise<SocketClose>((resolve) =>
    ws.once('close', (code, reason) => {
      closedWith = { code, reason: reason.toString() };
      resolve(closedWith);
      for (const listener of listeners.values()) listener({ type: 'closed' });
    }),
  );
  let acknowledged!: () => void;
  const ack = new Promise<void>((resolve) => (acknowledged = resolve));
  ws.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as { type: string; id?: string; payload?: unknown };
    if (message.type === 'connection_ack') acknowledged();
    else if (message.id) listeners.get(message.id)?.(message);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'connection_init', payload: credentials.authorization ? { authorization: credentials.authorization } : {} }));
  await Promise.race([ack, closed.then((close) => Promise.reject(new Error(`socket closed before its ack: ${close.code}`)))]);

  let nextId = 0;
  function start(query: string, variables: Record<string, unknown>, onMessage: (message: { type: string; payload?: any }) => void): string {
    const id = String(++nextId);
    listeners.set(id, onMessage);
    if (closedWith) onMessage({ type: 'closed' });
    else ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
    return id;
  }

  return {
    /** How the socket closed, once it did (null while open). */
    get closedWith(): SocketClose | null {
      return closedWith;
    },
    /** Resolves when the socket closes; rejects after `timeoutMs`. */
    async closes(timeoutMs = 5000): Promise<SocketClose> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        return await Promise.race([closed, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    /** One query or mutation on this socket: its result, its errors, or how the socket closed instead. */
    request(query: string, variables: Record<string, unknown> = {}): Promise<{ data?: any; errors?: any[]; closed?: SocketClose }> {
      return new Promise((resolve) => {
        start(query, variables, (message) => {
          if (message.type === 'next') resolve(message.payload);
          else if (message.type === 'error') resolve({ errors: message.payload });
          else if (message.type === 'closed') resolve({ closed: closedWith! });
        });
      });
    },
    /** A subscription on this socket: what it received, and whether it ended (complete, error, or the socket closed). */
    subscribe(query: string, variables: Record<string, unknown> = {}) {
      const results: any[] = [];
      let ended: string | null = null;
      const wake: Array<() => void> = [];
      start(query, variables, (message) => {
        if (message.type === 'next') results.push(message.payload);
        else ended ??= message.type;
        wake.splice(0).forEach((resolve) => resolve());
      });
      const waitFor = async (done: () => boolean, timeoutMs: number) => {
        const timer = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs));
        while (!done()) {
          const woken = new Promise<void>((resolve) => wake.push(resolve));
          if ((await Promise.race([woken.then(() => 'woken'), timer.then(() => 'timeout')])) === 'timeout') return;
        }
      };
      const subscription = {
        results,
        /** 'complete', 'error' or 'closed' once the subscription ended, else null. */
        get ended() {
          return ended;
        },
        /** Publishes probes until one arrives (graphql-ws has no 'subscribed' acknowledgement), then forgets them. */
        async untilLive(probe: () => Promise<void>): Promise<void> {
          for (let attempt = 0; attempt < 100 && results.length === 0 && !ended; attempt++) {
            await probe();
            await waitFor(() => results.length > 0 || ended !== null, 100);
          }
          if (results.length === 0) throw new Error(`subscription never became live (${ended ?? 'no event'})`);
          await new Promise((resolve) => setTimeout(resolve, 50)); // let in-flight probes land, then drop them all
          results.length = 0;
        },
        /** Waits up to `timeoutMs` for `count` results (or the end). */
        async next(count: number, timeoutMs = 2000): Promise<any[]> {
          await waitFor(() => results.length >= count || ended !== null, timeoutMs);
          return results;
        },
      };
      return subscription;
    },
    close(): void {
      ws.close();
    },
  };
}

export type RawSocket = Awaited<ReturnType<typeof rawSocket>>;
