import { useId } from 'react';
import { Badge, Button, formatCad } from '@hearth/design-system';
import { layout } from '../../common';
import { leaseDateRange } from '../lease-dates';
import type { LeaseRow } from '../lease.model';

export type InvitationAnswer = 'accept' | 'decline';

export interface LeaseInvitationProps {
  lease: LeaseRow;
  /** The answer in flight for this lease, if any; both buttons wait while it is. */
  answering: InvitationAnswer | null;
  onAnswer: (answer: InvitationAnswer) => void;
}

/** A pending lease in the tenant's My Leases: an invitation to accept or decline (issue 11 §6). */
export function LeaseInvitation({ lease, answering, onAnswer }: LeaseInvitationProps) {
  const headingId = useId();
  const listing = lease.propertyTitle ?? `Property #${lease.propertyId}`;
  return (
    <div className={layout.row}>
      <div className={layout.rowMain}>
        <h3 id={headingId} className={layout.rowTitle}>
          Lease invitation: {listing}
        </h3>
        <p className={layout.muted}>{lease.landlordName ?? `Landlord #${lease.landlordId}`} invited you to lease this property.</p>
        <div className={layout.meta}>
          <Badge status={lease.status} />
          <strong>{formatCad(lease.monthlyRent)}/month</strong>
          <span>{leaseDateRange(lease.startDate, lease.endDate)}</span>
        </div>
        {lease.terms ? <p className={layout.muted}>Terms: {lease.terms}</p> : null}
      </div>
      <div className={layout.actions} role="group" aria-labelledby={headingId}>
        <Button onPress={() => onAnswer('accept')} isPending={answering === 'accept'} isDisabled={answering === 'decline'} pendingLabel="Accepting...">
          Accept
        </Button>
        <Button variant="outline" onPress={() => onAnswer('decline')} isPending={answering === 'decline'} isDisabled={answering === 'accept'} pendingLabel="Declining...">
          Decline
        </Button>
      </div>
    </div>
  );
}
