import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Logger } from 'pino';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

export function ormOptions(clientUrl: string, logger?: Logger): Options {
  return {
    clientUrl,
    entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true, requireEntitiesArray: true },
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: !logger },
    pool: { min: 0, max: Number(process.env.DB_POOL_MAX ?? 20) },
    forceUtcTimezone: true,
    debug: process.env.DB_DEBUG === 'true',
    logger: logger ? (message) => logger.debug(message) : undefined,
    allowGlobalContext: false,
  };
}

/** Connects and brings the schema up to date (migrations run at every start). */
export async function openOrm(clientUrl: string, logger?: Logger): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(clientUrl, logger));
  await orm.getMigrator().up();
  return orm;
}
