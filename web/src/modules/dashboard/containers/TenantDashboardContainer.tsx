import { toast } from '@hearth/design-system';
import { BOOKING_LEASE_STATUSES } from '@hearth/api/contracts';
import { useTenantDashboardQuery, useUnsavePropertyMutation } from '../../../generated/graphql';
import { removeErrorToast, removedToast } from '../../saved/save-messages';
import { queryListState, useRowAction } from '../../common';
import { useEmailVerificationNotice } from '../../auth/VerifyEmail/useEmailVerificationNotice';
import { useLeaseInvitationAnswers } from '../../lease/LeaseInvitation/useLeaseInvitationAnswers';
import { TenantDashboard } from '../components/TenantDashboard/TenantDashboard';
import { toLeaseRow, toRentalRow } from '../../lease/lease.mapper';
import { toPropertyRow } from '../../property/property.mapper';

/** Tenant view of /dashboard: leases (with their properties), saved properties and the inquiry count in one query. */
export function TenantDashboardContainer() {
  const query = useTenantDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const { data, refetch } = query;
  const [unsave] = useUnsavePropertyMutation();
  const remove = useRowAction(async (propertyId) => {
    await unsave({ variables: { propertyId } });
    toast(removedToast());
    await refetch();
  }, removeErrorToast);
  const invitations = useLeaseInvitationAnswers(refetch);
  const emailVerification = useEmailVerificationNotice(data?.me ?? null);

  const leases = data?.myLeases.map(toLeaseRow);
  const rentals = data?.myLeases.map(toRentalRow);
  const saved = data?.savedProperties.map(toPropertyRow);

  return (
    <TenantDashboard
      counts={{
        activeLeases: (leases ?? []).filter((l) => (BOOKING_LEASE_STATUSES as readonly string[]).includes(l.status)).length,
        savedProperties: saved?.length ?? 0,
        inquiries: data?.myInquiries.length ?? 0,
        totalLeases: leases?.length ?? 0,
      }}
      rentals={queryListState(query, rentals, 'Failed to fetch leases')}
      saved={queryListState(query, saved, 'Failed to fetch properties')}
      leases={queryListState(query, leases, 'Failed to fetch leases')}
      emailVerification={emailVerification}
      answering={invitations.answering}
      onAnswerInvitation={invitations.answer}
      removingId={remove.pendingId}
      onRemoveSaved={remove.run}
    />
  );
}
