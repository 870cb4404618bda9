// A suspended account as the modules below the suspension module meet it: sign-in's refusal and a new listing's lock.
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/domain-error.js';

export const ACCOUNT_SUSPENDED_MESSAGE = 'This account has been suspended. Please contact Hearth support.';

/**
 * In a transaction that writes for `userId` (a new listing): waits for a suspension of that account in flight and
 * refuses if it is suspended. FOR SHARE orders it against the suspension's update of the users row, so a listing
 * cannot slip in beside a suspension that marks the account's listings (and would miss this one).
 */
export async function lockUnlessSuspended(em: EntityManager, userId: number): Promise<void> {
  const [row] = await em.execute<Array<{ suspended: boolean }>>('select suspended_at is not null as suspended from users where id = ? for share', [userId]);
  if (row?.suspended) throw new DomainError('ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE);
}
