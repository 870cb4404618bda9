import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, addMinutes } from 'date-fns';
import { SESSION_TTL_DAYS } from '../../contracts/index.js';
import type { Actor } from '../../common/actor.js';
import { hashSecret, newSecret } from '../../common/tokens.js';
import { User } from '../user/user.entity.js';
import { LoginToken, type LoginTokenPurpose } from './login-token.entity.js';
import { Session } from './session.entity.js';

export const toActor = (user: User): Actor => ({ id: user.id, role: user.role, name: user.name, email: user.email });

/** Server-side sessions, emailed single-use tokens and API tokens: every way a request gets an identity. */
export class SessionService {
  /** Starts a session and returns the cookie secret. `previous` (the caller's old cookie) is destroyed: rotation at login. */
  async start(em: EntityManager, userId: number, options: { previous?: string; userAgent?: string } = {}): Promise<string> {
    if (options.previous) await this.destroy(em, options.previous);
    const secret = newSecret();
    em.create(Session, {
      tokenHash: hashSecret(secret),
      userId,
      expiresAt: addDays(new Date(), SESSION_TTL_DAYS),
      userAgent: options.userAgent?.slice(0, 300) ?? null,
    });
    await em.flush();
    return secret;
  }

  async destroy(em: EntityManager, secret: string): Promise<void> {
    await em.nativeDelete(Session, { tokenHash: hashSecret(secret) });
  }

  async destroyAllFor(em: EntityManager, userId: number): Promise<void> {
    await em.nativeDelete(Session, { userId });
  }

  /** The actor of a session cookie, or null when it is unknown or expired, or its user is suspended. */
  async actorForSession(em: EntityManager, secret: string): Promise<Actor | null> {
    const rows = await em.getConnection().execute<{ id: number; role: Actor['role']; name: string | null; email: string }[]>(
      `select u.id, u.role, u.name, u.email from sessions s join users u on u.id = s.user_id
        where s.token_hash = ? and s.expires_at > now() and u.suspended_at is null`,
      [hashSecret(secret)],
    );
    return rows[0] ?? null;
  }

  /** The actor of a bearer API token, or null when it is unknown or revoked, or its user is suspended. */
  async actorForApiToken(em: EntityManager, secret: string): Promise<Actor | null> {
    const rows = await em.getConnection().execute<{ id: number; role: Actor['role']; name: string | null; email: string }[]>(
      `update api_tokens t set last_used_at = now() from users u
        where t.token_hash = ? and t.revoked_at is null and u.id = t.user_id and u.suspended_at is null
        returning u.id, u.role, u.name, u.email`,
      [hashSecret(secret)],
    );
    return rows[0] ?? null;
  }

  async issueLoginToken(em: EntityManager, userId: number, purpose: LoginTokenPurpose, ttlMinutes: number): Promise<string> {
    const secret = newSecret();
    em.create(LoginToken, { tokenHash: hashSecret(secret), userId, purpose, expiresAt: addMinutes(new Date(), ttlMinutes) });
    await em.flush();
    return secret;
  }

  /** Marks a login token used and returns its user; null when unknown, expired, already used or of another purpose. */
  async consumeLoginToken(em: EntityManager, secret: string, purpose: LoginTokenPurpose): Promise<User | null> {
    const rows = await em.getConnection().execute<{ user_id: number }[]>(
      `update login_tokens set used_at = now()
        where token_hash = ? and purpose = ? and used_at is null and expires_at > now()
        returning user_id`,
      [hashSecret(secret), purpose],
    );
    if (!rows[0]) return null;
    return em.findOne(User, { id: rows[0].user_id });
  }

}
