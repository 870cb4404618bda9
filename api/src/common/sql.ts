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
