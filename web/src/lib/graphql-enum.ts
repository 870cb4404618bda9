/**
 * GraphQL enum names cannot hold '-', so the API names 'house-detached' as `house_detached` (same rule as
 * api/src/common/graphql-enum.ts). Forms and contracts use the contracts' values; these convert at the GraphQL edge.
 */
export function toGraphqlEnum<G extends string = string>(value: string): G {
  return value.replace(/[^A-Za-z0-9]/g, '_') as G;
}

/** Back to the spec value, looked up in the contract list it belongs to (e.g. PROPERTY_TYPES). */
export function fromGraphqlEnum<T extends string>(name: string, values: readonly T[]): T | undefined {
  return values.find((v) => toGraphqlEnum(v) === name);
}
