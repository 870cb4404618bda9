import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, Credential } from '../../common/actor.js';
import { SESSION_COOKIE, type Language } from '../../contracts/index.js';
import type { SessionService } from './session.service.js';

/** The only two sources of identity: the httpOnly session cookie, or an `Authorization: Bearer` API token. */
export interface IdentitySources {
  cookies: Record<string, string | undefined>;
  authorization?: string;
}

export function sessionSecretOf(cookies: Record<string, string | undefined>): string | undefined {
  const value = cookies[SESSION_COOKIE];
  return value && value.length <= 100 ? value : undefined;
}

/** Who is asking and by what credential; both absent when anonymous (or the credential is unknown, expired, revoked). */
export interface Identity {
  viewer: Actor | null;
  credential?: Credential;
  /** The language the signed-in person chose, for `requestLocale`; absent when anonymous or not chosen. */
  preferredLanguage?: Language | null;
  /** When the credential stops working by itself (null: a token without expiry); absent when anonymous. */
  expiresAt?: Date | null;
}

/** `unit.em` is read only when there is a credential to look up: an anonymous request needs no unit of work. */
export async function resolveIdentity(unit: { readonly em: EntityManager }, sessions: SessionService, sources: IdentitySources): Promise<Identity> {
  const bearer = /^Bearer\s+(\S{10,200})$/i.exec(sources.authorization ?? '')?.[1];
  if (bearer) {
    const token = await sessions.actorForApiToken(unit.em, bearer);
    if (!token) return { viewer: null };
    return {
      viewer: token.actor,
      credential: { kind: 'api_token', scope: token.scope },
      preferredLanguage: token.preferredLanguage,
      expiresAt: token.expiresAt,
    };
  }
  const secret = sessionSecretOf(sources.cookies);
  const session = secret ? await sessions.actorForSession(unit.em, secret) : null;
  return session
    ? { viewer: session.actor, credential: { kind: 'session' }, preferredLanguage: session.preferredLanguage, expiresAt: session.expiresAt }
    : { viewer: null };
}

export async function resolveActor(em: EntityManager, sessions: SessionService, sources: IdentitySources): Promise<Actor | null> {
  return (await resolveIdentity({ em }, sessions, sources)).viewer;
}
