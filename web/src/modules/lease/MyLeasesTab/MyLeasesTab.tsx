import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, formatDate } from '@hearth/design-system';
import { PanelListSection, layout, type ListState } from '../../common';
import { LeaseDetailsDialog } from '../LeaseDetails/LeaseDetailsDialog';
import { LeaseRent } from '../LeaseDetails/LeaseRent';
import { LeaseInvitation, type InvitationAnswer } from '../LeaseInvitation/LeaseInvitation';
import { LeaseSummary } from '../LeaseSummary/LeaseSummary';
import { LeaseSigning } from '../LeaseSigning/LeaseSigning';
import { SignLeaseSlot } from '../SignLease/SignLeaseSlot';
import { leaseDateRange } from '../lease-dates';
import type { LeaseRow } from '../lease.model';

export interface MyLeasesTabProps {
  leases: ListState<LeaseRow>;
  /** The invitation answer in flight, if any. */
  answering?: { leaseId: number; answer: InvitationAnswer } | null;
  onAnswerInvitation: (leaseId: number, answer: InvitationAnswer) => void;
  /** The reader's time zone unless given (stories pin one). */
  timeZone?: string;
}

/** Tenant My Leases: a pending lease is an invitation to answer, the others read as summaries. */
export function MyLeasesTab({ leases, answering, onAnswerInvitation, timeZone }: MyLeasesTabProps) {
  const { t } = useLingui();
  /** The lease whose signing dialog is open. */
  const [signing, setSigning] = useState<LeaseRow | null>(null);
  return (
    <PanelListSection
      title={t`My Leases`}
      state={leases}
      empty={{ title: t`No Lease Agreements` }}
      renderItem={(lease) => {
        const signingBlock = <LeaseSigning lease={lease} viewer="tenant" onSign={() => setSigning(lease)} timeZone={timeZone} />;
        return lease.status === 'pending' ? (
          <LeaseInvitation lease={lease} answering={answering?.leaseId === lease.id ? answering.answer : null} onAnswer={(answer) => onAnswerInvitation(lease.id, answer)}>
            {signingBlock}
          </LeaseInvitation>
        ) : (
          <LeaseFacts lease={lease}>{signingBlock}</LeaseFacts>
        );
      }}
    >
      <SignLeaseSlot lease={signing} role="tenant" onClose={() => setSigning(null)} />
    </PanelListSection>
  );
}

/** An answered lease: its dates, landlord and creation day, and its details (history, deposits, province notes). */
function LeaseFacts({ lease, children }: { lease: LeaseRow; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const [details, setDetails] = useState(false);
  const { id } = lease;
  const { landlordName } = lease;
  const created = formatDate(lease.createdAt, i18n.locale);
  return (
    <div className={layout.row}>
      <LeaseSummary lease={lease} after={children}>
        <span>{leaseDateRange(lease.startDate, lease.endDate, i18n)}</span>
        {landlordName ? <span>{t`Landlord: ${landlordName}`}</span> : null}
        <span>{t`Created ${created}`}</span>
      </LeaseSummary>
      <div className={layout.actions}>
        <Button variant="ghost" aria-label={t`Details of lease #${id}`} onPress={() => setDetails(true)}>
          <Trans>Details</Trans>
        </Button>
      </div>
      {details ? <LeaseDetailsDialog viewerRole="tenant" lease={lease} onClose={() => setDetails(false)} rent={<LeaseRent lease={lease} role="tenant" />} /> : null}
    </div>
  );
}
