import type { EntityManager } from '@mikro-orm/postgresql';
import { countsPerDay, type DayWindows } from '../../common/day-windows.js';

/**
 * Applications to the listing, per day the tenant applied (listing statistics). Closed applications are deleted after
 * APPLICATION_RETENTION_DAYS, so older days may count fewer than were made.
 */
export const applicationsPerDay = (em: EntityManager, propertyId: number, windows: DayWindows): Promise<number[]> =>
  countsPerDay(em, 'created_at', 'from rental_applications where property_id = ?', [propertyId], windows);
