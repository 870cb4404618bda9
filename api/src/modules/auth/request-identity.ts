import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../common/actor.js';
import { SESSION_COOKIE } from '../../contracts/index.js';
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

export async function resolveActor(em: EntityManager, sessions: SessionService, sources: IdentitySources): Promise<Actor | null> {
  const bearer = /^Bearer\s+(\S{10,200})$/i.exec(sources.authorization ?? '')?.[1];
  if (bearer) return sessions.actorForApiToken(em, bearer);
  const secret = sessionSecretOf(sources.cookies);
  return secret ? sessions.actorForSession(em, secret) : null;
}
