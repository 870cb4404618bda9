import 'reflect-metadata';
import type { Logger } from 'pino';
import { createServices, type AppServices } from './app-services.js';
import { createStatementPool } from './common/sql.js';
import type { AppConfig } from './config.js';
import { resolveDatabase } from './db/database-url.js';
import { openOrm } from './db/orm.js';
import { createMailer } from './mail/mailer.js';

export interface Runtime {
  services: AppServices;
  /** Closes pools and stops the embedded database if this process started it. */
  shutdown(): Promise<void>;
}

/** Database (DATABASE_URL or embedded), migrations, pools and services: what both the server and the CLI need. */
export async function bootstrap(config: AppConfig, logger: Logger): Promise<Runtime> {
  const database = await resolveDatabase(config, (message) => logger.info(message));
  try {
    const orm = await openOrm(database.url, logger);
    // The browse's reads, rate-limit counters and NOTIFY publishes; as large as the ORM's pool (DB_POOL_MAX).
    const pool = createStatementPool(database.url, Number(process.env.DB_POOL_MAX ?? 20));
    pool.on('error', (error) => logger.warn({ err: error }, 'idle pg client error'));
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
    const services = createServices({ config, logger, orm, pool, mailer });
    return {
      services,
      async shutdown() {
        await pool.end();
        await orm.close(true);
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}
