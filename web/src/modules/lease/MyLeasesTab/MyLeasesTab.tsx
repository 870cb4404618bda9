import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@hearth/design-system';
import { PanelListSection, type ListState } from '../../common';
import { LeaseInvitation, type InvitationAnswer } from '../LeaseInvitation/LeaseInvitation';
import { LeaseSummary } from '../LeaseSummary/LeaseSummary';
import { leaseDateRange } from '../lease-dates';
import type { LeaseRow } from '../lease.model';

export interface MyLeasesTabProps {
  leases: ListState<LeaseRow>;
  /** The invitation answer in flight, if any. */
  answering?: { leaseId: number; answer: InvitationAnswer } | null;
  onAnswerInvitation: (leaseId: number, answer: InvitationAnswer) => void;
}

/** Tenant My Leases: a pending lease is an invitation to answer, the others read as summaries. */
export function MyLeasesTab({ leases, answering, onAnswerInvitation }: MyLeasesTabProps) {
  const { t } = useLingui();
  return (
    <PanelListSection
      title={t`My Leases`}
      state={leases}
      empty={{ title: t`No Lease Agreements` }}
      renderItem={(lease) =>
        lease.status === 'pending' ? (
          <LeaseInvitation lease={lease} answering={answering?.leaseId === lease.id ? answering.answer : null} onAnswer={(answer) => onAnswerInvitation(lease.id, answer)} />
        ) : (
          <LeaseFacts lease={lease} />
        )
      }
    />
  );
}

/** An answered lease: its dates, landlord and creation day. */
function LeaseFacts({ lease }: { lease: LeaseRow }) {
  const { t, i18n } = useLingui();
  const { landlordName } = lease;
  const created = formatDate(lease.createdAt, i18n.locale);
  return (
    <LeaseSummary lease={lease}>
      <span>{leaseDateRange(lease.startDate, lease.endDate, i18n)}</span>
      {landlordName ? <span>{t`Landlord: ${landlordName}`}</span> : null}
      <span>{t`Created ${created}`}</span>
    </LeaseSummary>
  );
}
