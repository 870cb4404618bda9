import { bootstrap } from './bootstrap.js';
import { createLogger } from './common/logger.js';
import { loadConfig } from './config.js';
import { loadDemoDataIfEmpty } from './db/seeders/demo-data.js';
import { buildGraphQLSchema } from './graphql/schema.js';
import { buildServer } from './server.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);

async function main() {
  const runtime = await bootstrap(config, logger);
  const { services } = runtime;
  if (config.seedDemo) await loadDemoDataIfEmpty(services);
  const app = await buildServer(services, await buildGraphQLSchema(services));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.close();
      await runtime.shutdown();
      clearTimeout(force);
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  logger.info(`Hearth is running on http://localhost:${config.port}`);
}

main().catch((error) => {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
