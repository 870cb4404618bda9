/** Queries that cross one GraphQL limit each (graphql/limits.ts), shared by the HTTP and the WebSocket tests. */

/** properties → currentLease → lease → property → ... nested `levels` times (each level adds depth; 4 is too deep). */
export function nestedLeases(levels: number): string {
  let inner = 'id';
  for (let i = 0; i < levels; i += 1) inner = `id currentLease { id lease { id property { ${inner} } } }`;
  return `query { properties(first: 1) { nodes { ${inner} } } }`;
}

/** `count` aliases of `me` in one query (16 is over the alias limit). */
export function aliasedMe(count: number): string {
  return `query { ${Array.from({ length: count }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
}

/** Ten aliased 100-row pages with nested owners and leases: over the cost limit, within depth, alias and token limits. */
export function tooCostly(): string {
  const fields = 'id title city address description monthlyRent bedrooms bathrooms sqft images amenities status isSaved isBooked';
  const owner = 'owner { id name email phone whatsapp bio location role createdAt }';
  const lease = `currentLease { id startDate endDate status tenantName lease { id terms tenantName status monthlyRent property { ${fields} ${owner} } } }`;
  const block = `properties(first: 100) { nodes { ${fields} ${owner} ${lease} } pageInfo { hasNextPage endCursor } }`;
  return `query { ${Array.from({ length: 10 }, (_, i) => `p${i}: ${block}`).join(' ')} }`;
}
