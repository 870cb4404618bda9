/** Input objects from GraphQL as plain data for the zod contracts: nulls mean 'not given' except where they clear. */
export function graphqlInput(input: object, nullable: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== undefined && (value !== null || nullable.includes(key))));
}
