import type { PropertyStatus } from '@hearth/api/contracts/property-enums';

/** The review table opens on what waits for a decision (docs/product.md#admin-panel), not on every listing. */
export const INITIAL_STATUS_FILTER: 'all' | PropertyStatus = 'pending';

/** Pending listings first (they wait for a decision), each group in the API's order (newest first). */
export function pendingFirst<T extends { status: PropertyStatus }>(rows: T[] | undefined): T[] | undefined {
  return rows && [...rows.filter((p) => p.status === 'pending'), ...rows.filter((p) => p.status !== 'pending')];
}
