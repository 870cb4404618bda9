import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

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
      const deadline = Date.now() + timeoutMs;
      while (results.length < count && failure === null && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.max(0, deadline - Date.now()));
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
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && failure === null) {
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
