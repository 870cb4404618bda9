import { lazy } from 'react';
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
import { TenantHomeView, type HomeSection } from '../TenantHome/TenantHomeView';
import { lazyNamed } from '../../../lib/lazy-named';
import { useNow } from '../../../lib/clock';
import { leasesInForce } from './leases-in-force';

// The Home tab's sections load with the tab, not with the dashboard.
const TenantRepairsContainer = lazy(() => import('../../repair/TenantRepairs/TenantRepairsContainer'));
const UpcomingEntriesContainer = lazy(() => import('../../entry-notice/UpcomingEntries/UpcomingEntriesContainer'));
const TenantDeposits = lazyNamed(() => import('../../deposit-return/TenantDeposits/TenantDeposits'), 'TenantDeposits');

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
  const now = useNow();

  const leases = data?.myLeases.map(toLeaseRow);
  const rentals = data && toMyRentals(data.myLeases);
  const saved = data?.savedProperties.map(toPropertyRow);
  const inForce = data ? leasesInForce(data.myLeases, now) : [];
  // The deposit's return of each lease in force that holds a deposit (its statement, or a wait for the landlord's).
  const depositLeases = (leases ?? []).flatMap((lease) => {
    const home = inForce.find((l) => l.id === lease.id);
    return home && lease.deposits.length > 0
      ? [{ id: lease.id, province: lease.province ?? null, status: lease.status, endDate: lease.endDate, deposits: lease.deposits, propertyTitle: home.propertyTitle }]
      : [];
  });
  const homeSections: HomeSection[] = [
    { id: 'repairs', content: <TenantRepairsContainer leases={inForce} /> },
    { id: 'entries', content: <UpcomingEntriesContainer /> },
    ...(depositLeases.length > 0 ? [{ id: 'deposits', content: <TenantDeposits leases={depositLeases} /> }] : []),
  ];

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
      home={inForce.length > 0 ? <TenantHomeView sections={homeSections} /> : null}
      emailVerification={emailVerification}
      answering={invitations.answering}
      onAnswerInvitation={invitations.answer}
      removingId={remove.pendingId}
      onRemoveSaved={remove.run}
    />
  );
}
