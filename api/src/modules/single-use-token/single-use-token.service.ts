import type { EntityManager } from '@mikro-orm/postgresql';
import { addMinutes } from 'date-fns';
import { placeholders } from '../../common/sql.js';
import { hashSecret, newSecret } from '../../common/tokens.js';
import { SingleUseToken, type TokenPurpose } from './single-use-token.entity.js';

/**
 * Single-use secrets for auth (emailed links) and upload (upload URLs). Only the SHA-256 is stored, so a database
 * leak replays nothing and every API instance accepts them; each works once, before it expires.
 */
export async function issueToken(em: EntityManager, userId: number, purpose: TokenPurpose, ttlMinutes: number): Promise<string> {
  const secret = newSecret();
  em.create(SingleUseToken, { tokenHash: hashSecret(secret), userId, purpose, expiresAt: addMinutes(new Date(), ttlMinutes) });
  await em.flush();
  return secret;
}

/** The token behind a secret, used or expired too (so the caller can say why it refuses it); null when unknown. */
export function findToken(em: EntityManager, secret: string): Promise<SingleUseToken | null> {
  return em.findOne(SingleUseToken, { tokenHash: hashSecret(secret) });
}

/**
 * Uses a token up if it is unused, unexpired and for one of `purposes`, and returns its user; null otherwise.
 * One statement, so two requests never both use it; runs on `em`, inside the caller's transaction if any.
 */
export async function consumeToken(em: EntityManager, token: { secret: string } | { tokenHash: string }, purposes: readonly TokenPurpose[]): Promise<number | null> {
  const tokenHash = 'secret' in token ? hashSecret(token.secret) : token.tokenHash;
  const rows = await em.execute<Array<{ user_id: number }>>(
    `update single_use_tokens set used_at = now()
      where token_hash = ? and purpose in (${placeholders(purposes)}) and used_at is null and expires_at > now()
      returning user_id`,
    [tokenHash, ...purposes],
  );
  return rows[0]?.user_id ?? null;
}

/** How many unused tokens of `purposes` a user holds; drops their expired ones first, which keeps the table small without a sweeper. */
export async function countOpenTokens(em: EntityManager, userId: number, purposes: readonly TokenPurpose[]): Promise<number> {
  await em.nativeDelete(SingleUseToken, { userId, purpose: { $in: [...purposes] }, expiresAt: { $lt: new Date() } });
  return em.count(SingleUseToken, { userId, purpose: { $in: [...purposes] }, usedAt: null });
}
