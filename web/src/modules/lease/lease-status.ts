import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LeaseStatus } from '@hearth/api/contracts';

const LEASE_STATUS_LABELS: Record<LeaseStatus, MessageDescriptor> = {
  draft: msg({ context: 'lease status', message: 'draft' }),
  pending: msg({ context: 'lease status', message: 'pending' }),
  active: msg({ context: 'lease status', message: 'active' }),
  declined: msg({ context: 'lease status', message: 'declined' }),
  withdrawn: msg({ context: 'lease status', message: 'withdrawn' }),
  ended: msg({ context: 'lease status', message: 'ended' }),
};

/** A lease's status as its badge shows it ('pending'; the badge writes it in sentence case). */
export function leaseStatusLabel(status: LeaseStatus, i18n: I18n): string {
  const label = LEASE_STATUS_LABELS[status] as MessageDescriptor | undefined;
  return label ? i18n._(label) : status;
}
