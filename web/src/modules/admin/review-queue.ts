import { PROPERTY_STATUSES, type PropertyStatus } from '@hearth/api/contracts/property-enums';

/** The review table opens on what waits for a decision (docs/product.md#admin-panel), not on every listing. */
export const INITIAL_STATUS_FILTER: 'all' | PropertyStatus = 'pending';

/** The query parameter naming the table's filter (`/admin?status=approved`), so Back and a shared link keep it. */
export const STATUS_PARAM = 'status';

/** The filter `value` names; the initial one when it names none (no parameter, an old or mistyped link). */
export function statusFilterFrom(value: string | null): 'all' | PropertyStatus {
  return value === 'all' ? 'all' : (PROPERTY_STATUSES.find((status) => status === value) ?? INITIAL_STATUS_FILTER);
}

/** Pending listings first (they wait for a decision), each group in the API's order (newest first). */
export function pendingFirst<T extends { status: PropertyStatus }>(rows: T[] | undefined): T[] | undefined {
  return rows && [...rows.filter((p) => p.status === 'pending'), ...rows.filter((p) => p.status !== 'pending')];
}
