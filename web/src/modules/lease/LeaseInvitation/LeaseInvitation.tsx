import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog, Badge, Button, formatCad } from '@hearth/design-system';
import { layout } from '../../common';
import { leaseDateRange } from '../lease-dates';
import { leaseStatusLabel } from '../lease-status';
import { BroughtInBadge } from '../BroughtInBadge/BroughtInBadge';
import type { LeaseRow } from '../lease.model';

export type InvitationAnswer = 'accept' | 'decline';

export interface LeaseInvitationProps {
  lease: LeaseRow;
  /** The answer in flight for this lease, if any; both buttons wait while it is. */
  answering: InvitationAnswer | null;
  onAnswer: (answer: InvitationAnswer) => void;
  /** The lease's signing block (document, signatures, Sign). */
  children?: ReactNode;
}

/** A pending lease in the tenant's My Leases: an invitation to accept or decline (docs/product.md#lease-invitations). */
export function LeaseInvitation({ lease, answering, onAnswer, children }: LeaseInvitationProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  /** Declining is final: it waits for a confirmation. */
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const { propertyId, landlordId, terms } = lease;
  const listing = lease.propertyTitle ?? t`Property #${propertyId}`;
  const landlord = lease.landlordName ?? t`Landlord #${landlordId}`;
  const rent = formatCad(lease.monthlyRent, i18n.locale);
  return (
    <div className={layout.row}>
      <div className={layout.rowMain}>
        <h3 id={headingId} className={layout.rowTitle}>
          {t`Lease invitation: ${listing}`}
        </h3>
        <p className={layout.muted}>
          {lease.existingTenancy
            ? t`${landlord} brought your current tenancy into Hearth. Check its dates and rent, then confirm it.`
            : t`${landlord} invited you to lease this property.`}
        </p>
        <div className={layout.meta}>
          <Badge status={lease.status}>{leaseStatusLabel(lease.status, i18n)}</Badge>
          <BroughtInBadge lease={lease} />
          <strong>{t`${rent}/month`}</strong>
          <span>{leaseDateRange(lease.startDate, lease.endDate, i18n)}</span>
        </div>
        {terms ? <p className={layout.muted}>{t`Terms: ${terms}`}</p> : null}
        {children}
      </div>
      <div className={layout.actions} role="group" aria-labelledby={headingId}>
        <Button onPress={() => onAnswer('accept')} isPending={answering === 'accept'} isDisabled={answering === 'decline'} pendingLabel={t`Accepting...`}>
          <Trans>Accept</Trans>
        </Button>
        <Button variant="outline" onPress={() => setConfirmingDecline(true)} isPending={answering === 'decline'} isDisabled={answering === 'accept'} pendingLabel={t`Declining...`}>
          <Trans>Decline</Trans>
        </Button>
      </div>
      {confirmingDecline ? (
        <AlertDialog
          title={t`Decline this lease?`}
          isOpen
          onOpenChange={(open) => !open && setConfirmingDecline(false)}
          confirmLabel={t`Decline`}
          cancelLabel={t`Cancel`}
          onConfirm={() => onAnswer('decline')}
        >
          {t`Decline the lease for ${listing}? ${landlord} is told, and it cannot be undone.`}
        </AlertDialog>
      ) : null}
    </div>
  );
}
