import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { BOOKING_LEASE_STATUSES } from '@hearth/api/contracts/lease-statuses';
import { useTenantDashboardQuery, useUnsavePropertyMutation } from '../../../generated/graphql';
import { removeErrorToast, removedToast } from '../../saved-property/save-messages';
import { screenState, useRowAction } from '../../common';
import { useEmailVerificationNotice } from '../../auth/VerifyEmail/useEmailVerificationNotice';
import { useLeaseInvitationAnswers } from '../../lease/LeaseInvitation/useLeaseInvitationAnswers';
import { TenantDashboardView } from './TenantDashboardView';
import { toLeaseRow, toMyRentals } from '../../lease/lease.mapper';
import { toPropertyRow } from '../../property/property.mapper';
import { SavedSearchesContainer } from '../../saved-search/SavedSearches/SavedSearchesContainer';
import { SearchAlertsContainer } from '../../notification/NotificationsTab/SearchAlertsContainer';
import { TenantApplicationsContainer } from '../../application/TenantApplications/TenantApplicationsContainer';
import { ViewingUpdatesContainer } from '../../notification/NotificationsTab/ViewingUpdatesContainer';
import { MyViewingsContainer } from '../../viewing/MyViewings/MyViewingsContainer';

/** Tenant view of /dashboard: leases (with their properties), saved properties and the inquiry count in one query. */
export function TenantDashboardContainer() {
  const { t, i18n } = useLingui();
  const query = useTenantDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const { data, refetch } = query;
  const [unsave] = useUnsavePropertyMutation();
  const remove = useRowAction(async (propertyId) => {
    await unsave({ variables: { propertyId } });
    toast(removedToast(i18n));
    await refetch();
  }, (error) => removeErrorToast(error, i18n));
  const invitations = useLeaseInvitationAnswers(refetch);
  const emailVerification = useEmailVerificationNotice(data?.me ?? null);

  const leases = data?.myLeases.map(toLeaseRow);
  const rentals = data && toMyRentals(data.myLeases);
  const saved = data?.savedProperties.map(toPropertyRow);

  return (
    <TenantDashboardView
      counts={{
        activeLeases: (leases ?? []).filter((l) => (BOOKING_LEASE_STATUSES as readonly string[]).includes(l.status)).length,
        savedProperties: saved?.length ?? 0,
        inquiries: data?.myInquiries.length ?? 0,
        totalLeases: leases?.length ?? 0,
      }}
      rentals={screenState(query, rentals, t`Failed to fetch leases`)}
      saved={screenState(query, saved, t`Failed to fetch properties`)}
      leases={screenState(query, leases, t`Failed to fetch leases`)}
      savedSearches={
        <>
          <SavedSearchesContainer />
          <SearchAlertsContainer />
        </>
      }
      applications={<TenantApplicationsContainer />}
      viewings={<MyViewingsContainer updates={<ViewingUpdatesContainer />} />}
      emailVerification={emailVerification}
      answering={invitations.answering}
      onAnswerInvitation={invitations.answer}
      removingId={remove.pendingId}
      onRemoveSaved={remove.run}
    />
  );
}
