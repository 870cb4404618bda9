import type { InspectionKind, InspectionRule, LeaseStatus, SignatureRole } from '../../contracts/index.js';

type InspectedLease = { landlordId: number; tenantId: number | null; tenantEmail: string; status: LeaseStatus };

/**
 * Who may record a report of `lease`: its landlord; its tenant (once the lease was offered to them) only where the
 * province does not make the report the landlord's duty (inspection-rules.ts, tenantMayCreate). `signer` is the party
 * the viewer signs the lease's documents as (signerRole of the lease module).
 */
export function inspectorRole(signer: SignatureRole | null, rule: InspectionRule): SignatureRole | null {
  if (signer === 'landlord') return 'landlord';
  if (signer === 'tenant' && rule.tenantMayCreate) return 'tenant';
  return null;
}

/** A move-in report belongs to a lease offered or in force; a move-out report to one in force or ended. */
const INSPECTABLE: Record<InspectionKind, readonly LeaseStatus[]> = {
  'move-in': ['pending', 'active'],
  'move-out': ['active', 'ended'],
};
export const isInspectable = (lease: InspectedLease, kind: InspectionKind): boolean => INSPECTABLE[kind].includes(lease.status);
export const inspectableStatuses = (kind: InspectionKind): readonly LeaseStatus[] => INSPECTABLE[kind];

const DAY_MS = 86_400_000;

/**
 * Whether `today` is within the province's window for the report (Alberta: a week before or after the move-in or
 * move-out day). No window where the province sets none, or where the lease has no such day (a month-to-month
 * lease has no end date: its move-out day is not known in advance).
 */
export function withinWindow(rule: InspectionRule, kind: InspectionKind, lease: { startDate: string | null; endDate: string | null }, today: string): boolean {
  const day = kind === 'move-in' ? lease.startDate : lease.endDate;
  if (rule.deadlineDays === null || !day) return true;
  const distance = Math.abs(Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS;
  return distance <= rule.deadlineDays;
}
