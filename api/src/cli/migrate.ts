import { consoleIo, reportFailures, runIfEntryPoint, withRuntime, type CliMain } from './cli-runtime.js';

/** Applies pending migrations (the server does the same at start) and lists what the database has. */
export const migrateMain: CliMain = (_argv, env = process.env, io = consoleIo) =>
  reportFailures('Usage: npm run migrate', io, async () => {
    const executed = await withRuntime(env, ({ services }) => services.orm.getMigrator().getExecutedMigrations());
    io.out(`Database is up to date: ${executed.length} migrations applied (latest ${executed.at(-1)?.name ?? 'none'}).`);
    return 0;
  });

runIfEntryPoint(import.meta.url, migrateMain);
