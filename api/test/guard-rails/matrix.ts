import { it } from 'vitest';
import type { ActorName, World } from './world.js';
import { ACTORS, othersSecrets } from './world.js';

/** What an actor should get: allowed (2xx), denied (401/403/404 and nothing leaked) or one exact status. */
export type Expected = 'ok' | 'denied' | 'null' | number;

const SHORT: Record<string, ActorName> = { A: 'anonymous', T: 'tenant', L: 'landlord', O: 'otherLandlord', D: 'admin' };

/**
 * Reads 'A:401 T:ok L:ok O:denied D:ok' (anonymous, tenant, landlord = owner, other landlord, admin) into a
 * per-actor table; every actor must be named, so a row cannot silently skip one.
 */
export function expect5(spec: string): Record<ActorName, Expected> {
  const table = {} as Record<ActorName, Expected>;
  for (const part of spec.trim().split(/\s+/)) {
    const [short, value] = part.split(':') as [string, string];
    const actor = SHORT[short];
    if (!actor || !value) throw new Error(`bad matrix cell '${part}' in '${spec}'`);
    table[actor] = /^\d+$/.test(value) ? Number(value) : (value as Expected);
  }
  for (const actor of ACTORS) if (!(actor in table)) throw new Error(`'${spec}' misses ${actor}`);
  return table;
}

/**
 * The x-user-id header the spec's client sends, forged to claim a more powerful identity: anonymous, the tenant
 * and the other landlord pose as the owner; the owner poses as the admin; the admin as the tenant.
 * Identity comes only from the session, so the answer must not change.
 */
export function forgedUserId(world: World, actor: ActorName): number {
  const { users } = world;
  if (actor === 'landlord') return users.admin.id;
  if (actor === 'admin') return users.tenant.id;
  return users.landlord.id;
}

export function statusMatches(expected: Expected, status: number): boolean {
  if (expected === 'ok') return status >= 200 && status < 300;
  if (expected === 'denied') return status === 401 || status === 403 || status === 404;
  return status === expected;
}

/**
 * Other users' private contact details found in a response text. Admins may see everything when allowed; `sees`
 * names the users whose details an actor may legitimately see in an allowed answer (a lease's landlord sees the
 * tenant's contact).
 */
export function leakedSecrets(world: World, actor: ActorName, text: string, allowed: boolean, sees: ActorName[] = []): string[] {
  if (allowed && actor === 'admin') return [];
  const visible = new Set(allowed ? sees.map((name) => (name === 'anonymous' ? '' : world.users[name].email)) : []);
  const visiblePhones = new Set(allowed ? sees.map((name) => (name === 'anonymous' ? '' : world.users[name].phone)) : []);
  return othersSecrets(world, actor).filter((secret) => !visible.has(secret) && !visiblePhones.has(secret) && text.toLowerCase().includes(secret.toLowerCase()));
}

/**
 * One test per row and actor, named `<row name> (<variant>) as <actor>`; each runs twice, as itself and with a forged
 * x-user-id header (`forged`), and both must get the row's expected answer for the actor.
 */
export function eachRowAndActor<Row extends { expect: Record<ActorName, Expected>; variant?: string }>(
  cases: Row[],
  nameOf: (row: Row) => string,
  check: (row: Row, actor: ActorName, expected: Expected, forged: boolean) => Promise<void>,
): void {
  const rows = cases.flatMap((row) => ACTORS.map((actor) => ({ row, actor })));
  it.each(rows.map(({ row, actor }) => [`${nameOf(row)}${row.variant ? ` (${row.variant})` : ''} as ${actor}`, row, actor] as const))(
    '%s',
    async (_name, row, actor) => {
      for (const forged of [false, true]) await check(row, actor, row.expect[actor], forged);
    },
  );
}
