import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from 'date-fns';
import { SESSION_TTL_DAYS, type ApiTokenScope, type Language } from '../../contracts/index.js';
import type { Actor } from '../../common/actor.js';
import { joinSql } from '../../common/sql.js';
import { hashSecret, newSecret } from '../../common/tokens.js';
import { Topics, type CredentialsEndedEvent } from '../../events/topics.js';
import { activeActorSource, findUser, type User } from '../user/index.js';
import { type LoginTokenPurpose, consumeToken } from '../single-use-token/index.js';
import { Session } from './session.entity.js';

export const toActor = (user: User): Actor => ({
  id: user.id,
  role: user.role,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerifiedAt !== null,
});

/** The Actor of a session's (`s`) or an API token's (`t`) user while that user is active, with the language they chose. */
const SESSION_USER = activeActorSource('s.user_id');
const TOKEN_USER = activeActorSource('t.user_id');

/** The actor behind a credential, the language they chose (which is not part of the actor others see) and when the credential expires. */
export interface ActorWithLanguage {
  actor: Actor;
  preferredLanguage: Language | null;
  /** When the session or token stops working by itself; null for a token without expiry. */
  expiresAt: Date | null;
}
type ActorRow = Actor & { preferredLanguage: Language | null; credentialExpiresAt: Date | null };
const withLanguage = ({ preferredLanguage, credentialExpiresAt, ...actor }: ActorRow): ActorWithLanguage => ({
  actor,
  preferredLanguage,
  expiresAt: credentialExpiresAt === null ? null : new Date(credentialExpiresAt),
});

/** Where the end of a credential is announced (the PostgreSQL pubsub: every instance hears it). */
export interface CredentialEvents {
  publish(routingKey: string, payload: CredentialsEndedEvent): Promise<void>;
}

/** Server-side sessions, emailed single-use tokens and API tokens: every way a request gets an identity. */
export class SessionService {
  constructor(private readonly events?: CredentialEvents) {}

  /**
   * Tells every instance that a session or token of `userId` ended, so open WebSockets that connected with it close
   * (`graphql/socket-identity.ts`). Call it after the change committed.
   */
  async announceEnded(userId: number): Promise<void> {
    await this.events?.publish(Topics.credentialsEnded, { userId });
  }

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

  /** Ends every session of a user (suspension: their tokens are refused while suspended, and work again after). */
  async endSessionsFor(em: EntityManager, userId: number): Promise<void> {
    await em.nativeDelete(Session, { userId });
  }

  /** Ends every session and revokes every API token of a user (password reset, 'sign out everywhere'). */
  async endAllFor(em: EntityManager, userId: number): Promise<void> {
    await this.endSessionsFor(em, userId);
    await em.execute('update api_tokens set revoked_at = now() where user_id = ? and revoked_at is null', [userId]);
  }

  /** The actor of a session cookie, or null when it is unknown or expired, or its user is suspended. */
  async actorForSession(em: EntityManager, secret: string): Promise<ActorWithLanguage | null> {
    const rows = await em.getConnection().execute<ActorRow[]>(
      `select ${SESSION_USER.columns}, s.expires_at as "credentialExpiresAt" from sessions s ${joinSql(SESSION_USER)} where s.token_hash = ? and s.expires_at > now()`,
      [hashSecret(secret)],
    );
    return rows[0] ? withLanguage(rows[0]) : null;
  }

  /** The actor and scope of a bearer API token, or null when it is unknown, revoked or expired, or its user is suspended. */
  async actorForApiToken(em: EntityManager, secret: string): Promise<(ActorWithLanguage & { scope: ApiTokenScope }) | null> {
    const rows = await em.getConnection().execute<Array<ActorRow & { scope: ApiTokenScope }>>(
      `update api_tokens t set last_used_at = now() from ${TOKEN_USER.from}
        where t.token_hash = ? and t.revoked_at is null and (t.expires_at is null or t.expires_at > now()) and ${TOKEN_USER.on}
        returning ${TOKEN_USER.columns}, t.scope, t.expires_at as "credentialExpiresAt"`,
      [hashSecret(secret)],
    );
    const row = rows[0];
    if (!row) return null;
    const { scope, ...actor } = row;
    return { ...withLanguage(actor), scope };
  }

  /** Uses up an emailed token and returns its user; null when unknown, expired, already used or of another purpose. */
  async consumeLoginToken(em: EntityManager, secret: string, purpose: LoginTokenPurpose): Promise<User | null> {
    const userId = await consumeToken(em, { secret }, [purpose]);
    return userId === null ? null : findUser(em, userId);
  }

}
