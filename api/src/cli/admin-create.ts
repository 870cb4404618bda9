import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { parseInput } from '../common/domain-error.js';
import { registrationSchema } from '../contracts/index.js';
import { hashPassword } from '../modules/auth/index.js';
import { User } from '../modules/user/index.js';
import { consoleIo, reportFailures, runIfEntryPoint, UsageError, withRuntime, type CliMain } from './cli-runtime.js';

const USAGE = 'Usage: npm run admin:create -- --email <email> --password <password> --name <name>';

// The same rules as sign-up (docs/product.md#validation-rules), so an administrator's credentials are as strong as anyone's.
const adminArgs = z.object({
  email: registrationSchema.shape.email,
  password: registrationSchema.shape.password.optional(),
  name: registrationSchema.shape.name.optional(),
});
export type AdminArgs = z.infer<typeof adminArgs>;

export function parseAdminArgs(argv: string[]): AdminArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  if (!values.email) throw new UsageError('--email is required');
  return parseInput(adminArgs, values);
}

/** Creates an administrator, or promotes the account with that email (any letter case) and updates what was given. */
export async function createOrPromoteAdmin(em: EntityManager, args: AdminArgs): Promise<{ user: User; action: 'created' | 'promoted' | 'updated' }> {
  const existing = await em.createQueryBuilder(User).where('lower(email) = ?', [args.email.toLowerCase()]).getSingleResult();
  if (existing) {
    const action = existing.role === 'admin' ? 'updated' : 'promoted';
    existing.role = 'admin';
    if (args.name) existing.name = args.name;
    if (args.password) existing.password = await hashPassword(args.password);
    await em.flush();
    return { user: existing, action };
  }
  if (!args.password || !args.name) throw new UsageError('--password and --name are required to create a new administrator');
  const user = em.create(User, { email: args.email, name: args.name, role: 'admin', password: await hashPassword(args.password) });
  await em.flush();
  return { user, action: 'created' };
}

export const adminCreateMain: CliMain = (argv, env = process.env, io = consoleIo) =>
  reportFailures(USAGE, io, async () => {
    const args = parseAdminArgs(argv); // before touching the database: bad arguments fail fast
    const { user, action } = await withRuntime(env, ({ services }) => createOrPromoteAdmin(services.orm.em.fork(), args));
    io.out(`Administrator ${action}: #${user.id} ${user.email}${user.name ? ` (${user.name})` : ''}. Sign in at /admin with role admin.`);
    return 0;
  });

runIfEntryPoint(import.meta.url, adminCreateMain);
