import type { AppServices } from '../../app-services.js';
import { hashPassword } from '../../modules/auth/password-hasher.js';
import { User } from '../../modules/user/user.entity.js';

export const DEMO_ACCOUNTS = [
  { role: 'landlord', email: 'landlord@hearth.test', password: 'hearth-landlord', name: 'Lena Landlord', whatsapp: '+14165550101' },
  { role: 'tenant', email: 'tenant@hearth.test', password: 'hearth-tenant', name: 'Theo Tenant', whatsapp: '+16045550102' },
  { role: 'admin', email: 'admin@hearth.test', password: 'hearth-admin', name: 'Ada Admin', whatsapp: '+15145550103' },
] as const;

/** On an empty database, creates the demo accounts (and listings, see seed) and prints their sign-ins. */
export async function loadDemoDataIfEmpty(services: AppServices): Promise<void> {
  const em = services.orm.em.fork();
  if ((await em.count(User)) > 0) return;
  for (const account of DEMO_ACCOUNTS) {
    em.create(User, { ...account, password: await hashPassword(account.password) });
  }
  await em.flush();
  services.logger.info(
    { accounts: DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password })) },
    `demo data loaded; sign in with ${DEMO_ACCOUNTS.map((a) => `${a.role} ${a.email} / ${a.password}`).join(', ')}`,
  );
}
