import { placeholders, type SqlQuery, type SqlSource } from '../../common/sql.js';

/**
 * The user module owns the `users` table: other modules read a user through these sources and conditions, never
 * with SQL of their own against it. Each source names the table `u`.
 */

/** An active user: not suspended, as a condition on the users alias `alias`. */
export const activeUserSql = (alias: string): string => `${alias}.suspended_at is null`;

/** The columns of an Actor (common/actor.ts) read from the users alias `alias`, and the language the user chose. */
const actorColumns = (alias: string): string =>
  `${alias}.id, ${alias}.role, ${alias}.name, ${alias}.email, ${alias}.email_verified_at is not null as "emailVerified", ${alias}.preferred_language as "preferredLanguage"`;

/** The user `userIdColumn` as the Actor of a request with their preferredLanguage, only while active (a session's or an API token's user). */
export const activeActorSource = (userIdColumn: string): SqlSource => ({
  from: 'users u',
  on: `u.id = ${userIdColumn} and ${activeUserSql('u')}`,
  columns: actorColumns('u'),
});

/** The name of the user `userIdColumn`, selected as `nameAs` (a report's reporter), from the users alias `alias` (two in one query need two). */
export const userNameSource = (userIdColumn: string, nameAs: string, alias = 'u'): SqlSource => ({
  from: `users ${alias}`,
  on: `${alias}.id = ${userIdColumn}`,
  columns: `${alias}.name as "${nameAs}"`,
});

/** The id and role of the user `userIdExpr`, selected as `<prefix>Id` and `<prefix>Role` (a conversation's other person). */
export const userRoleSource = (userIdExpr: string, prefix: string): SqlSource => ({
  from: 'users u',
  on: `u.id = ${userIdExpr}`,
  columns: `u.id as "${prefix}Id", u.role as "${prefix}Role"`,
});

/** The users among `ids` for whom `condition` (on the users alias `u`) holds, as rows `{ id }`. */
export const usersAmongSql = (ids: readonly number[], condition: SqlQuery): SqlQuery => ({
  sql: `select u.id from users u where u.id in (${placeholders(ids)}) and ${condition.sql}`,
  params: [...ids, ...condition.params],
});
