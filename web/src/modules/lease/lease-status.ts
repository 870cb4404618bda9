import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LeaseStatus } from '@hearth/api/contracts/lease-statuses';

const LEASE_STATUS_LABELS: Record<LeaseStatus, MessageDescriptor> = {
  draft: msg({ context: 'lease status', message: 'draft' }),
  pending: msg({ context: 'lease status', message: 'pending' }),
  active: msg({ context: 'lease status', message: 'active' }),
  declined: msg({ context: 'lease status', message: 'declined' }),
  withdrawn: msg({ context: 'lease status', message: 'withdrawn' }),
  ended: msg({ context: 'lease status', message: 'ended' }),
};

/** Invitations that never became a rental: My Leases keeps them, My Rentals does not list them. */
const NEVER_RENTED: readonly LeaseStatus[] = ['declined', 'withdrawn'];

/** Whether a lease is (or will be, or was) one of the tenant's rentals, as My Rentals lists them. */
export const isRental = (status: LeaseStatus): boolean => !NEVER_RENTED.includes(status);

/** A lease's status as its badge shows it ('pending'; the badge writes it in sentence case). */
export function leaseStatusLabel(status: LeaseStatus, i18n: I18n): string {
  const label = LEASE_STATUS_LABELS[status] as MessageDescriptor | undefined;
  return label ? i18n._(label) : status;
}
