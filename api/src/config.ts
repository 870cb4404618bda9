import path from 'node:path';

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
}

export interface StorageConfig {
  /** Kubo RPC address (e.g. http://127.0.0.1:5001); unset = local blockstore in `${dataDir}/blocks`. */
  ipfsApiUrl: string | undefined;
  /** IPFS Pinning Service API endpoint and token; when both are set every upload is also pinned there. */
  pinningServiceUrl: string | undefined;
  pinningServiceToken: string | undefined;
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
  };
}
