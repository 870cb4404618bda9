import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pg from 'pg';

/** Browse statements differ by which filters are set, not by their values: a few hundred texts at most. */
const STATEMENT_NAMES_KEPT = 1_000;

/** A piece of SQL with its positional (`?`) parameters: a module's query, or a condition it hands to another module. */
export interface SqlQuery {
  sql: string;
  params: unknown[];
}

/** `?, ?, ?`: one placeholder per value of a list bound as separate parameters. */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

/** The rows of several queries, without duplicates. */
export const union = (...queries: SqlQuery[]): SqlQuery => ({
  sql: queries.map((query) => query.sql).join(' union '),
  params: queries.flatMap((query) => query.params),
});

/**
 * Another module's table as a caller's statement reads it, handed over by the module that owns the table: the
 * from-item (`users u`), the condition that ties it to the caller's rows (`join ... on` it, or put it in the WHERE
 * of `update ... from`), and the columns the caller selects from it.
 */
export interface SqlSource {
  from: string;
  on: string;
  columns: string;
}

/** `join <from> on <on>` (or `left join`, where the row may be missing). */
export const joinSql = (source: SqlSource, kind: 'join' | 'left join' = 'join'): string => `${kind} ${source.from} on ${source.on}`;

/** Runs one statement and answers its rows: MikroORM's connection, or a plain pg pool (poolRunner). */
export type SqlRunner = <R>(query: SqlQuery) => Promise<R[]>;

/** Positional `?` (knex, MikroORM) to `$n` (plain pg), for running the same statement without the ORM. */
export function toPgPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * A pg pool for poolRunner (and anything else needing plain statements), `max` connections. Its prepared statements are
 * planned for their values every time: a generic plan, which PostgreSQL may switch to after five runs, cannot know
 * how many listings a city has and walks the date index of a million rows for a rare one (2.5 s measured).
 */
export const createStatementPool = (connectionString: string, max: number): pg.Pool =>
  new pg.Pool({ connectionString, max, options: '-c plan_cache_mode=force_custom_plan' });

/**
 * Statements on a pool of createStatementPool, for reads that need no unit of work (the browse). MikroORM's `execute`
 * writes the parameters into the SQL and sends it as a simple query; pg sends parameters apart in one corked write,
 * which a profile of the browse under load measured as the larger share of the gap to the benchmark's raw twin. Each
 * statement is prepared once per connection, named after its text: PostgreSQL then parses it once, and the browse
 * went from about 1,450 to 1,800 req/s on the default page (docs/search.md).
 */
export const poolRunner = (pool: pg.Pool): SqlRunner => {
  const names = new LRUCache<string, string>({ max: STATEMENT_NAMES_KEPT });
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined) names.set(text, (name = `hearth_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`));
    return name;
  };
  return async <R>(query: SqlQuery) => {
    const text = toPgPlaceholders(query.sql);
    return (await pool.query({ name: nameOf(text), text, values: query.params })).rows as R[];
  };
};
