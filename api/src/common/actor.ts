import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiTokenScope, Locale, Role } from '../contracts/index.js';
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

/** How the viewer proved who they are: a session cookie, or an API token with its scope. */
export type Credential = { kind: 'session' } | { kind: 'api_token'; scope: ApiTokenScope };

/** What every service method receives: a request-scoped EntityManager and the actor (null when anonymous). */
export interface ServiceContext {
  em: EntityManager;
  viewer: Actor | null;
  /** Set with the viewer by the transports; absent means no credential (anonymous, or work the server does itself). */
  credential?: Credential;
  /** The caller's language (`common/locale.ts` requestLocale, decided once per request); absent means en-CA. */
  locale?: Locale;
}

/** Credentials themselves (tokens, signing out everywhere) are managed from a signed-in session only, never by a token. */
export function requireSession(ctx: ServiceContext): Actor {
  const viewer = requireViewer(ctx);
  if (ctx.credential?.kind !== 'session') throw new DomainError('FORBIDDEN', 'Only a signed-in session can do this, not an API token.');
  return viewer;
}

/** Read-only API tokens are refused on every write (REST methods other than GET/HEAD, GraphQL mutations). */
export function assertMayWrite(ctx: Pick<ServiceContext, 'credential'>): void {
  if (ctx.credential?.kind === 'api_token' && ctx.credential.scope === 'read') {
    throw new DomainError('FORBIDDEN', 'This API token is read-only.');
  }
}

/** Whether someone (an actor, or a user row) holds one of `roles`; anonymous holds none. */
export const hasRole = (person: { role: Role } | null, ...roles: Role[]): boolean => person !== null && roles.includes(person.role);

/** Admins review listings, moderate reports and see every lease and file (docs/product.md#roles-and-permissions). */
export const isAdmin = (actor: Actor | null): boolean => hasRole(actor, 'admin');

/** The report queue, resolving reports and suspending landlords: admins. Shared by the report and user modules. */
export const canModerate = (actor: Actor | null): boolean => isAdmin(actor);

export function requireViewer(ctx: ServiceContext): Actor {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
  return ctx.viewer;
}

export function requireRole(ctx: ServiceContext, ...roles: Role[]): Actor {
  const viewer = requireViewer(ctx);
  if (!hasRole(viewer, ...roles)) throw new DomainError('FORBIDDEN', 'You are not allowed to do this');
  return viewer;
}
