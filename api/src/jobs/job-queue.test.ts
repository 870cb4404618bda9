import type { MikroORM } from '@mikro-orm/postgresql';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { openOrm } from '../db/orm.js';
import { JobQueue } from './job-queue.js';
import { elapsedMs } from '../../test/clock.js';

let databaseUrl: string;
let orm: MikroORM;
const logger = pino({ level: 'silent' });
const fast = { pollingIntervalSeconds: 0.5 };

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  orm = await openOrm(databaseUrl);
});
afterAll(() => orm.close(true));

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const deadline = elapsedMs() + timeoutMs;
  while (!(await condition()) && elapsedMs() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return condition();
}

describe('JobQueue', () => {
  it("enqueues in the caller's transaction: a rolled-back change leaves no job, a committed one runs", async () => {
    const seen: string[] = [];
    const queue = new JobQueue(databaseUrl, logger, fast);
    queue.register<{ word: string }>('test-transaction', async ({ word }) => void seen.push(word));
    await queue.start();
    try {
      await expect(
        orm.em.fork().transactional(async (em) => {
          await queue.send('test-transaction', { word: 'rolled back' }, { em });
          throw new Error('change refused');
        }),
      ).rejects.toThrow('change refused');
      await orm.em.fork().transactional((em) => queue.send('test-transaction', { word: 'committed' }, { em }));
      expect(await waitFor(() => seen.length > 0)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1200)); // a second poll finds nothing more
      expect(seen).toEqual(['committed']);
    } finally {
      await queue.stop();
    }
  });

  it('retries a handler that threw', async () => {
    let attempts = 0;
    const queue = new JobQueue(databaseUrl, logger, fast);
    queue.register('test-retry', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('SMTP down');
    }, { retryLimit: 2, retryDelaySeconds: 1 });
    await queue.start();
    try {
      await queue.send('test-retry', {});
      expect(await waitFor(() => attempts === 2)).toBe(true);
    } finally {
      await queue.stop();
    }
  });

  it('fails only the job that threw in a batch: the others complete once and the failed one is retried', async () => {
    const runs: string[] = [];
    let failed = false;
    const queue = new JobQueue(databaseUrl, logger, fast);
    queue.register<{ word: string }>('test-batch', async ({ word }) => {
      runs.push(word);
      if (word === 'b' && !failed) {
        failed = true;
        throw new Error('SMTP down');
      }
    }, { retryLimit: 2, retryDelaySeconds: 1 }, { batchSize: 10 });
    await queue.start();
    try {
      // One transaction: the three jobs become due together, so one fetch takes them as a batch.
      await orm.em.fork().transactional(async (em) => {
        for (const word of ['a', 'b', 'c']) await queue.send('test-batch', { word }, { em });
      });
      expect(await waitFor(() => runs.filter((word) => word === 'b').length === 2)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1200)); // a later poll finds nothing more
      expect([...runs].sort()).toEqual(['a', 'b', 'b', 'c']);
    } finally {
      await queue.stop();
    }
  });

  it('keeps a job sent while no worker runs and hands it to the next instance that starts', async () => {
    const first = new JobQueue(databaseUrl, logger, fast);
    first.register('test-restart', async () => {});
    await first.start();
    await first.stop();
    // Sent in a request's transaction while no worker of any instance runs.
    const second = new JobQueue(databaseUrl, logger, fast);
    await orm.em.fork().transactional((em) => second.send('test-restart', { n: 2 }, { em }));
    const seen: number[] = [];
    second.register<{ n: number }>('test-restart', async ({ n }) => void seen.push(n));
    await second.start();
    try {
      expect(await waitFor(() => seen.includes(2))).toBe(true);
    } finally {
      await second.stop();
    }
  });

  it("a handler still running at its job's expiry fails that job and its queue goes on with the next", async () => {
    const done: string[] = [];
    const queue = new JobQueue(databaseUrl, logger, fast);
    queue.register<{ word: string }>(
      'test-expiry',
      async ({ word }) => {
        if (word === 'hangs') await new Promise(() => {}); // an SMTP server that never answers
        done.push(word);
      },
      { retryLimit: 0, retryDelaySeconds: 1 },
      { expireInSeconds: 1 },
    );
    await queue.start();
    try {
      await queue.send('test-expiry', { word: 'hangs' });
      await queue.send('test-expiry', { word: 'next' });
      expect(await waitFor(() => done.includes('next'))).toBe(true);
      const states = () =>
        orm.em.fork().execute<Array<{ word: string; state: string }>>(`select data->>'word' as word, state from pgboss.job where name = 'test-expiry' order by word`);
      // 'next' is completed just after its handler returns.
      await waitFor(async () => (await states()).every((job) => job.state !== 'active'));
      expect(await states()).toEqual([{ word: 'hangs', state: 'failed' }, { word: 'next', state: 'completed' }]);
    } finally {
      await queue.stop();
    }
  });

  it('stopped while its first poll is on the way: the jobs that poll took run and complete; none is left active', async () => {
    const first = new JobQueue(databaseUrl, logger, fast);
    first.register('test-stop', async () => {});
    await first.start();
    await first.stop();
    const words = ['a', 'b', 'c', 'd', 'e'];
    await orm.em.fork().transactional(async (em) => {
      for (const word of words) await first.send('test-stop', { word }, { em });
    });
    const seen: string[] = [];
    const second = new JobQueue(databaseUrl, logger, fast);
    second.register<{ word: string }>('test-stop', async ({ word }) => void seen.push(word), undefined, { batchSize: 10 });
    await second.start(); // its worker's first poll starts now
    await second.stop();
    const states = await orm.em.fork().execute<Array<{ state: string; n: number }>>(
      `select state, count(*)::int as n from pgboss.job where name = 'test-stop' group by state order by state`,
    );
    // pg-boss's own stop did not wait for that poll: its jobs were marked active, run after the queue had closed
    // and never completed (a restart left them to the 15-minute expiry).
    expect([...seen].sort()).toEqual(words);
    expect(states).toEqual([{ state: 'completed', n: words.length }]);
  });
});
