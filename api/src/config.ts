import path from 'node:path';
import { DEFAULT_APPLICATION_RETENTION_DAYS } from './contracts/index.js';
import { PASSWORD_HASH_COST, type PasswordHashCost } from './modules/auth/index.js';

/** Runtime configuration, read once from the environment. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  /**
   * Unexpected errors reach callers masked (no message, stack, SQL or field suggestions) unless NODE_ENV is
   * development or test: a server started without NODE_ENV must not leak internals.
   */
  hideErrorDetails: boolean;
  logLevel: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  webDist: string;
  /** Load the small demo set when the database is empty. */
  seedDemo: boolean;
  /** Content-addressed file store: local blockstore under dataDir unless a Kubo node is configured. */
  storage: StorageConfig;
  /** Request limits per minute (0 turns one off); counters live in PostgreSQL, shared by every instance. */
  rateLimits: RateLimitConfig;
  /** Pages rendered at the same time; beyond it a visitor gets the prerendered frame at once. */
  renderConcurrency: number;
  /** A MapLibre style (vector tiles) for the maps; unset = the bundled offline basemap. */
  mapStyleUrl: string | undefined;
  /** How often an idle job worker looks for due jobs (seconds, at least 0.5): a reminder waits at most this long. */
  jobPollingSeconds: number;
  /** Days a closed rental application is kept before the daily retention job deletes it (APPLICATION_RETENTION_DAYS). */
  applicationRetentionDays: number;
  /**
   * How long a listing change waits before the rent report's refresh (seconds): later changes join the waiting one,
   * so a burst costs one refresh (docs/rent-report.md). RENT_REPORT_DEBOUNCE_SECONDS, default 30.
   */
  rentReportDebounceSeconds: number;
  /** argon2id's cost for the passwords it stores: always OWASP's floor; API tests lower it for speed (test/test-app.ts). */
  passwordHashCost: PasswordHashCost;
  /** The server's clock for what it decides in memory (when a WebSocket's credential expires); tests inject one. */
  now: () => Date;
}

export interface RateLimitConfig {
  /** GraphQL and REST requests from one IP without a session or API token. */
  anonymousPerMinute: number;
  /** Rendered property pages for one IP without a session (a render costs about 30 ms of CPU). */
  pagesPerMinute: number;
  /** Per user and kind: chat messages, inquiries, viewing requests, reports, new leases. */
  writesPerMinute: number;
  /** Upload links per user (a listing takes up to 25 files at once). */
  uploadsPerMinute: number;
}

export interface StorageConfig {
  /** Kubo RPC address (e.g. http://127.0.0.1:5001); unset = local blockstore in `${dataDir}/blocks`. */
  ipfsApiUrl: string | undefined;
  /** IPFS Pinning Service API endpoint and token; when both are set every upload is also pinned there. */
  pinningServiceUrl: string | undefined;
  pinningServiceToken: string | undefined;
}

/** Every request limit lifted: benchmarks measure throughput, tests send thousands of requests from 127.0.0.1. */
export const RATE_LIMITS_OFF: RateLimitConfig = { anonymousPerMinute: 0, pagesPerMinute: 0, writesPerMinute: 0, uploadsPerMinute: 0 };

/** A whole number from the environment, or the default when unset or not a number >= 0. */
function count(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    // Relative to where `npm` was invoked (INIT_CWD), so `npm start` at the root keeps data in ./.data there.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    hideErrorDetails: env.NODE_ENV !== 'development' && env.NODE_ENV !== 'test',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Hearth <no-reply@hearth.local>',
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    seedDemo: env.SEED_DEMO !== 'false',
    storage: {
      ipfsApiUrl: env.IPFS_API_URL || undefined,
      pinningServiceUrl: env.PINNING_SERVICE_URL || undefined,
      pinningServiceToken: env.PINNING_SERVICE_TOKEN || undefined,
    },
    rateLimits: {
      anonymousPerMinute: count(env.RATE_LIMIT_ANONYMOUS_PER_MINUTE, 300),
      pagesPerMinute: count(env.RATE_LIMIT_PAGES_PER_MINUTE, 60),
      writesPerMinute: count(env.RATE_LIMIT_WRITES_PER_MINUTE, 30),
      uploadsPerMinute: count(env.RATE_LIMIT_UPLOADS_PER_MINUTE, 60),
    },
    renderConcurrency: Math.max(1, count(env.RENDER_CONCURRENCY, 4)),
    mapStyleUrl: env.MAP_STYLE_URL || undefined,
    jobPollingSeconds: Math.max(0.5, Number(env.JOB_POLLING_SECONDS) || 2),
    applicationRetentionDays: count(env.APPLICATION_RETENTION_DAYS, DEFAULT_APPLICATION_RETENTION_DAYS),
    rentReportDebounceSeconds: count(env.RENT_REPORT_DEBOUNCE_SECONDS, 30),
    passwordHashCost: PASSWORD_HASH_COST,
    now: () => new Date(),
  };
}
