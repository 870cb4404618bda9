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
