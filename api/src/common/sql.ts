import type pg from 'pg';

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
 * Statements on a plain pg pool, for reads that need no unit of work (the browse). MikroORM's `execute` writes the
 * parameters into the SQL and sends it as a simple query; pg sends parameters apart in one corked write, which a
 * profile of the browse under load measured as the larger share of the gap to the benchmark's raw twin.
 */
export const poolRunner =
  (pool: pg.Pool): SqlRunner =>
  async <R>(query: SqlQuery) =>
    (await pool.query(toPgPlaceholders(query.sql), query.params)).rows as R[];
