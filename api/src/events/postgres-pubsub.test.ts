import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { PostgresPubSub } from './postgres-pubsub.js';
import { elapsedMs } from '../../test/clock.js';

let pool: pg.Pool;
let first: PostgresPubSub;
let second: PostgresPubSub;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 3 });
  first = new PostgresPubSub(pool, logger);
  second = new PostgresPubSub(pool, logger);
  await Promise.all([first.start(), second.start()]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await pool.end();
});

/** Reads the next value of a subscription, or 'timeout'. */
function nextOf(iterable: AsyncIterable<unknown>, timeoutMs = 3000) {
  const iterator = iterable[Symbol.asyncIterator]();
  const value = iterator.next().then((result) => result.value);
  return {
    value: Promise.race([value, new Promise((resolve) => setTimeout(() => resolve('timeout'), timeoutMs))]),
    stop: () => iterator.return?.(),
  };
}

describe('PostgresPubSub', () => {
  it('delivers an event published by one instance to subscribers of every instance, scoped by dynamic id', async () => {
    const onFirst = nextOf(first.subscribe('TOPIC', 7));
    const onSecond = nextOf(second.subscribe('TOPIC', 7));
    const otherId = nextOf(second.subscribe('TOPIC', 8), 500);
    await new Promise((resolve) => setTimeout(resolve, 20)); // repeaters attach their listener on first pull
    await first.publish('TOPIC', 7, { hello: 'world' });
    expect(await onFirst.value).toEqual({ hello: 'world' });
    expect(await onSecond.value).toEqual({ hello: 'world' });
    expect(await otherId.value).toBe('timeout');
    await Promise.all([onFirst.stop(), onSecond.stop(), otherId.stop()]);
  });

  it('sends payloads too large for NOTIFY as a reference and loads them on delivery', async () => {
    const big = { id: 42, text: 'é'.repeat(6000) }; // 12 kB of UTF-8
    const loaded: unknown[] = [];
    for (const pubsub of [first, second]) {
      pubsub.registerOversizeCodec('BIG', {
        toRef: (payload) => ({ id: (payload as typeof big).id }),
        load: async (ref) => {
          loaded.push(ref);
          return big;
        },
      });
    }
    const received = nextOf(second.subscribe('BIG'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await first.publish('BIG', big);
    expect(await received.value).toEqual(big);
    expect(loaded).toContainEqual({ id: 42 });
    await received.stop();
  });

  it('reconnects its LISTEN connection after the database drops it', async () => {
    // Only this file's database: test files running alongside listen on the same cluster.
    const dropped = await pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen hearth_events' and datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(dropped.rowCount).toBe(2);
    const waitFor = async (condition: () => boolean) => {
      const deadline = elapsedMs() + 5000;
      while (!condition() && elapsedMs() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      return condition();
    };
    expect(await waitFor(() => !first.listening && !second.listening)).toBe(true);
    expect(await waitFor(() => first.listening && second.listening)).toBe(true);
    const received = nextOf(second.subscribe('AFTER'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await first.publish('AFTER', { ok: true });
    expect(await received.value).toEqual({ ok: true });
    await received.stop();
  });
});
