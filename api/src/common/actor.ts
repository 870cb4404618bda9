import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../contracts/index.js';
import { DomainError } from './domain-error.js';

/** Who is acting: resolved from the session cookie or an API token, never from anything else the client sends. */
export interface Actor {
  id: number;
  role: Role;
  name: string | null;
  email: string;
  /** Whether the account has proved it owns `email`; leases addressed to an email reach only verified owners. */
  emailVerified: boolean;
}

/** What every service method receives: a request-scoped EntityManager and the actor (null when anonymous). */
export interface ServiceContext {
  em: EntityManager;
  viewer: Actor | null;
}

export function requireViewer(ctx: ServiceContext): Actor {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
  return ctx.viewer;
}

export function requireRole(ctx: ServiceContext, ...roles: Role[]): Actor {
  const viewer = requireViewer(ctx);
  if (!roles.includes(viewer.role)) throw new DomainError('FORBIDDEN', 'You are not allowed to do this');
  return viewer;
}
