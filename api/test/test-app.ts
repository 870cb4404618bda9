import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { vi } from 'vitest';
import { createServices, type AppServices } from '../src/app-services.js';
import { createLogger } from '../src/common/logger.js';
import { loadConfig, RATE_LIMITS_OFF, type AppConfig } from '../src/config.js';
import { openOrm } from '../src/db/orm.js';
import { buildGraphQLSchema } from '../src/graphql/schema.js';
import type { Mailer, MailMessage } from '../src/mail/mailer.js';
import { buildServer } from '../src/server.js';
import { createTestDatabase } from './test-database.js';

/** Captures outgoing email in memory (SMTP lives outside our system). */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  /**
   * The latest email to `to` (matching `match`, among those sent after the first `after`), once a job worker sent
   * it: notices leave the request as jobs, which a worker polls for (JOB_POLLING_SECONDS). Waits on timers, never
   * on the clock.
   */
  delivered(to: string, match: (message: MailMessage) => boolean = () => true, after = 0): Promise<MailMessage> {
    const find = () => this.sent.slice(after).reverse().find((message) => message.to.toLowerCase() === to.toLowerCase() && match(message));
    return vi.waitFor(
      () => {
        const message = find();
        if (!message) throw new Error(`no email to ${to} yet`);
        return message;
      },
      { timeout: 15_000, interval: 100 },
    );
  }
  /** The first URL in the last email to `to`. */
  lastLinkTo(to: string): string | undefined {
    const message = [...this.sent].reverse().find((m) => m.to === to);
    return message?.text.match(/https?:\/\/\S+/)?.[0];
  }
  /** The `token` of that link (what the page it opens would send). */
  lastTokenTo(to: string): string {
    return new URL(this.lastLinkTo(to)!).searchParams.get('token')!;
  }
}

export interface TestApp {
  services: AppServices;
  app: FastifyInstance;
  /** Base URL of the real HTTP server, e.g. http://127.0.0.1:54321 */
  url: string;
  databaseUrl: string;
  mailer: MemoryMailer;
  close(): Promise<void>;
}

/** argon2id's smallest sensible cost (1 MiB, 1 pass): still a real argon2id hash, checked the same way. */
export const TEST_PASSWORD_HASH_COST = { memoryCost: 1024, timeCost: 1 };

/** A real server on a real port over this file's own database. */
export async function startTestApp(overrides: Partial<AppConfig> = {}, databaseUrl?: string): Promise<TestApp> {
  const dbUrl = databaseUrl ?? (await createTestDatabase());
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir: await mkdtemp(path.join(os.tmpdir(), 'hearth-app-')),
    databaseUrl: dbUrl,
    port: 0,
    host: '127.0.0.1',
    seedDemo: false,
    // No web app unless a test brings one: the local web build (and its server renderer) must not change API tests.
    webDist: path.join(os.tmpdir(), 'hearth-no-web-build'),
    // Test files send thousands of requests from 127.0.0.1: limits are off unless a test turns one on.
    rateLimits: RATE_LIMITS_OFF,
    // Thousands of sign-ups and sign-ins: at OWASP's cost each hash takes 50-130 ms of a shared core. Files about
    // the hash itself pass the real cost back in (auth.http.test.ts).
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    ...overrides,
  };
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const orm = await openOrm(dbUrl, logger);
  const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
  const mailer = new MemoryMailer();
  const services = createServices({ config, logger, orm, pool, mailer });
  const app = await buildServer(services, await buildGraphQLSchema(services));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    services,
    app,
    url: `http://127.0.0.1:${port}`,
    databaseUrl: dbUrl,
    mailer,
    async close() {
      await app.close();
      await pool.end();
      await orm.close(true);
    },
  };
}
