import { parseArgs } from 'node:util';
import { z } from 'zod';
import { parseInput } from '../common/domain-error.js';
import { seedMarketplace } from '../db/seeders/marketplace-seeder.js';
import { hashPassword } from '../modules/auth/index.js';
import { consoleIo, reportFailures, runIfEntryPoint, UsageError, withRuntime, type CliMain } from './cli-runtime.js';

const USAGE = 'Usage: npm run seed -- --properties <N> [--landlords <L>] [--tenants <T>] [--random-seed <S>]';
/** Every seeded account signs in with this password. */
export const SEED_PASSWORD = 'hearth-seed';

const count = (name: string, max: number) =>
  z.coerce.number({ error: `--${name} must be a whole number` }).int(`--${name} must be a whole number`).min(0, `--${name} cannot be negative`).max(max, `--${name} is at most ${max}`);
const seedArgs = z.object({
  properties: count('properties', 1_000_000),
  landlords: count('landlords', 200_000).min(1, '--landlords must be at least 1').optional(),
  tenants: count('tenants', 500_000).min(1, '--tenants must be at least 1').optional(),
  randomSeed: count('random-seed', 2 ** 31).optional(),
});

export function parseSeedArgs(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { properties: { type: 'string' }, landlords: { type: 'string' }, tenants: { type: 'string' }, 'random-seed': { type: 'string' } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  if (values.properties === undefined) throw new UsageError('--properties is required');
  const args = parseInput(seedArgs, { properties: values.properties, landlords: values.landlords, tenants: values.tenants, randomSeed: values['random-seed'] });
  return {
    properties: args.properties,
    // About 25 listings per landlord and one tenant per 10 listings unless told otherwise.
    landlords: args.landlords ?? Math.max(1, Math.ceil(args.properties / 25)),
    tenants: args.tenants ?? Math.max(1, Math.ceil(args.properties / 10)),
    randomSeed: args.randomSeed,
  };
}

export const seedMain: CliMain = (argv, env = process.env, io = consoleIo) =>
  reportFailures(USAGE, io, async () => {
    const args = parseSeedArgs(argv);
    const started = performance.now();
    const result = await withRuntime(env, async ({ services }) => {
      const seeded = await seedMarketplace(services.pool, { ...args, passwordHash: await hashPassword(SEED_PASSWORD) });
      // The rent report's own refresh, once, so its pages and the listings' fair-price sentence count the new listings
      // now rather than at the next nightly run (no job was queued: the seed writes rows, not through the service).
      const mark = performance.now();
      await services.rentReport.refresh();
      return { ...seeded, seconds: { ...seeded.seconds, report: Math.round((performance.now() - mark) / 100) / 10 } };
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    io.out(
      `Seeded ${result.properties} properties, ${result.landlords} landlords, ${result.tenants} tenants, ${result.leases} leases, ` +
        `${result.saved} saved properties, ${result.inquiries} inquiries, ${result.chatMessages} chat messages, ` +
        `${result.notifications} notifications in ${seconds} s.`,
    );
    io.out(`Seconds spent: ${Object.entries(result.seconds).map(([phase, spent]) => `${phase} ${spent}`).join(', ')}.`);
    io.out(`Seeded accounts sign in with password '${SEED_PASSWORD}', e.g. ${result.sampleLogins.filter(Boolean).join(' or ')}.`);
    return 0;
  });

runIfEntryPoint(import.meta.url, seedMain);
