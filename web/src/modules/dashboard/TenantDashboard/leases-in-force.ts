import { dayInZone } from '@hearth/design-system';
import { BOOKING_TIME_ZONE } from '@hearth/api/contracts/lease-booking';
import { REPAIR_FILING_GRACE_DAYS } from '@hearth/api/contracts/repair.schema';

/**
 * Leases in force for the Home tab: active, or ended less than REPAIR_FILING_GRACE_DAYS ago (repairs are still
 * filed). The day is the API's for repair filing (BOOKING_TIME_ZONE's), not UTC's nor the browser's, so the tab
 * offers repairs exactly while the API takes them.
 */
export function leasesInForce(leases: ReadonlyArray<{ id: number; status: string; endDate?: string | null; property?: { title: string } | null }>, now: Date) {
  const graceStart = dayInZone(now.toISOString(), BOOKING_TIME_ZONE).subtract({ days: REPAIR_FILING_GRACE_DAYS }).toString();
  return leases
    .filter((lease) => lease.status === 'active' || (lease.status === 'ended' && (lease.endDate ?? '') >= graceStart))
    .map((lease) => ({ id: lease.id, propertyTitle: lease.property?.title ?? `#${lease.id}` }));
}
