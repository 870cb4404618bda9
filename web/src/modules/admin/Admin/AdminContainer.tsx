import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { BOOKING_LEASE_STATUSES } from '@hearth/api/contracts/lease-statuses';
import {
  useAdminLeasesQuery,
  useAdminPropertiesQuery,
  useAdminReportsQuery,
  useAdminUsersQuery,
  useResolveReportMutation,
  useSetPropertyStatusMutation,
  useSuspendUserMutation,
  useUnsuspendUserMutation,
} from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { screenState } from '../../common';
import { toLeaseRow } from '../../lease/lease.mapper';
import { AdminView, type AdminViewState, type StatusFilter } from './AdminView';
import type { ReportDecision, ReportRow } from '../admin.model';
import { pendingFirst, STATUS_PARAM, statusFilterFrom } from '../review-queue';
import { LoadingRows } from '../../common';

// Its own chunk: loaded when the Rent guidelines tab opens.
const RentGuidelinesContainer = lazy(() => import('../../rent-increase/RentGuidelines/RentGuidelinesContainer'));

/**
 * /admin container: every listing (all statuses) and every lease; the filter applies to the loaded list.
 * Admins only: the route guard (ROUTE_ACCESS.admin) draws the signed-out and denied states.
 */
export default function AdminContainer() {
  const { t } = useLingui();
  const properties = useAdminPropertiesQuery({ fetchPolicy: 'cache-and-network' });
  const leases = useAdminLeasesQuery({ fetchPolicy: 'cache-and-network' });
  const [setStatus] = useSetPropertyStatusMutation();
  const [search, setSearch] = useSearchParams();
  const filter = statusFilterFrom(search.get(STATUS_PARAM));
  const setFilter = (next: StatusFilter) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.set(STATUS_PARAM, next);
      return params;
    });
  const [updatingId, runUpdate] = usePendingAction();
  const moderation = useModeration(properties.refetch);

  const allProperties = useMemo(
    () => pendingFirst(properties.data?.properties.nodes.map(({ owner, ...p }) => ({ ...p, ownerName: owner.name ?? null }))),
    [properties.data],
  );
  const allLeases = useMemo(() => leases.data?.allLeases.map(toLeaseRow), [leases.data]);

  const list = allProperties ?? [];
  const state: AdminViewState = {
    status: 'ready',
    data: {
      counts: {
        totalProperties: list.length,
        pendingApproval: list.filter((p) => p.status === 'pending').length,
        approvedProperties: list.filter((p) => p.status === 'approved').length,
        activeLeases: (allLeases ?? []).filter((l) => (BOOKING_LEASE_STATUSES as readonly string[]).includes(l.status)).length,
      },
      properties: screenState(properties, allProperties?.filter((p) => filter === 'all' || p.status === filter), t`Failed to fetch properties`),
      leases: screenState(leases, allLeases, t`Failed to fetch leases`),
      reports: moderation.reports,
      users: moderation.users,
    },
  };

  return (
    <AdminView
      state={state}
      statusFilter={filter}
      onStatusFilterChange={setFilter}
      updatingId={updatingId}
      onResolveReport={moderation.resolveReport}
      resolvingReportId={moderation.resolvingReportId}
      onSetSuspended={moderation.setSuspended}
      suspendingUserId={moderation.suspendingUserId}
      rentGuidelines={
        <Suspense fallback={<LoadingRows label={t`Loading guidelines`} />}>
          <RentGuidelinesContainer />
        </Suspense>
      }
      onSetStatus={(id, status, reason) =>
        runUpdate(
          id,
          async () => {
            await setStatus({ variables: { id, status, moderationReason: reason ?? null } });
            const title = list.find((p) => p.id === id)?.title ?? '';
            // Said, with who was told: the landlord gets the decision (and the reason) in their language.
            toast({
              title: status === 'approved' ? t`Listing approved` : t`Listing rejected`,
              description: t`${title}: its landlord has been told.`,
              variant: 'success',
            });
          },
          (error) => errorMessage(error, t`Failed to update property status.`),
        )
      }
    />
  );
}

/**
 * The report queue and the users list with their actions. Hiding a listing or suspending a landlord changes listings,
 * so the properties query is refetched after either.
 */
function useModeration(refetchProperties: () => unknown) {
  const { t } = useLingui();
  const reports = useAdminReportsQuery({ fetchPolicy: 'cache-and-network' });
  const users = useAdminUsersQuery({ fetchPolicy: 'cache-and-network' });
  const [resolve] = useResolveReportMutation();
  const [suspend] = useSuspendUserMutation();
  const [unsuspend] = useUnsuspendUserMutation();
  const [resolvingReportId, runResolve] = usePendingAction();
  const [suspendingUserId, runSuspend] = usePendingAction();

  const reportRows = useMemo(() => reports.data?.reports.map((r) => ({ ...r, reason: r.reason as ReportRow['reason'] })), [reports.data]);
  return {
    reports: screenState(reports, reportRows, t`Failed to fetch reports`),
    users: screenState(users, users.data?.users, t`Failed to fetch users`),
    resolvingReportId,
    suspendingUserId,
    resolveReport: (id: number, decision: ReportDecision) =>
      runResolve(
        id,
        async () => {
          await resolve({ variables: { id, input: decision } });
          await Promise.all([reports.refetch(), decision.action === 'hide' ? refetchProperties() : null]);
        },
        (error) => errorMessage(error, t`Failed to resolve report.`),
      ),
    // The account's new state is the mutation's answer; the listings table catches up in the background
    // instead of holding the button (docs/product.md#admin-panel).
    setSuspended: (id: number, suspended: boolean, reason?: string) =>
      runSuspend(
        id,
        async () => {
          await (suspended ? suspend({ variables: { id, reason: reason ?? null } }) : unsuspend({ variables: { id } }));
          void refetchProperties();
        },
        (error) => errorMessage(error, t`Failed to update the account.`),
      ),
  };
}

/**
 * The row whose action is in flight (its button shows pending) and a runner that marks it around the action and
 * tells a failure in a toast.
 */
function usePendingAction() {
  const { t } = useLingui();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const run = async (id: number, action: () => Promise<unknown>, failure: (error: unknown) => string) => {
    setPendingId(id);
    try {
      await action();
    } catch (error) {
      toast({ title: t`Error`, description: failure(error), variant: 'destructive' });
    } finally {
      setPendingId(null);
    }
  };
  return [pendingId, run] as const;
}
