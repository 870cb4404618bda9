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
  return (
    <PanelListSection
      title="My Leases"
      state={leases}
      empty={{ title: 'No Lease Agreements' }}
      renderItem={(lease) =>
        lease.status === 'pending' ? (
          <LeaseInvitation lease={lease} answering={answering?.leaseId === lease.id ? answering.answer : null} onAnswer={(answer) => onAnswerInvitation(lease.id, answer)} />
        ) : (
          <LeaseSummary lease={lease}>
            <span>{leaseDateRange(lease.startDate, lease.endDate)}</span>
            {lease.landlordName ? <span>Landlord: {lease.landlordName}</span> : null}
            <span>Created {formatDate(lease.createdAt)}</span>
          </LeaseSummary>
        )
      }
    />
  );
}
