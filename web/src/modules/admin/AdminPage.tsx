import { useMemo, useState } from 'react';
import { toast } from '@hearth/design-system';
import { BOOKING_LEASE_STATUSES } from '@hearth/api/contracts';
import {
  useAdminLeasesQuery,
  useAdminPropertiesQuery,
  useAdminReportsQuery,
  useAdminUsersQuery,
  useResolveReportMutation,
  useSetPropertyStatusMutation,
  useSuspendUserMutation,
  useUnsuspendUserMutation,
} from '../../generated/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { listState } from '../common';
import { toLeaseRow } from '../common/graphql-mappers';
import { AdminPanel, type AdminPanelState, type StatusFilter } from './components/AdminPanel/AdminPanel';
import type { ReportDecision, ReportRow } from './models';

/**
 * /admin container: every listing (all statuses) and every lease; the filter applies to the loaded list.
 * Admins only: the route guard (ROUTE_ACCESS.admin) draws the signed-out and denied states.
 */
export default function AdminPage() {
  const properties = useAdminPropertiesQuery({ fetchPolicy: 'cache-and-network' });
  const leases = useAdminLeasesQuery({ fetchPolicy: 'cache-and-network' });
  const [setStatus] = useSetPropertyStatusMutation();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [updatingId, setUpdatingId] = useState<number | null>(null);
  const moderation = useModeration(properties.refetch);

  const allProperties = useMemo(
    () => properties.data?.properties.nodes.map(({ owner, ...p }) => ({ ...p, ownerName: owner.name ?? null })),
    [properties.data],
  );
  const allLeases = useMemo(() => leases.data?.allLeases.map(toLeaseRow), [leases.data]);

  const list = allProperties ?? [];
  const state: AdminPanelState = {
    status: 'ready',
    data: {
      counts: {
        totalProperties: list.length,
        pendingApproval: list.filter((p) => p.status === 'pending').length,
        approvedProperties: list.filter((p) => p.status === 'approved').length,
        activeLeases: (allLeases ?? []).filter((l) => (BOOKING_LEASE_STATUSES as readonly string[]).includes(l.status)).length,
      },
      properties: listState(
        allProperties?.filter((p) => filter === 'all' || p.status === filter),
        properties.loading,
        properties.error && !properties.data ? properties.error : null,
        'Failed to fetch properties',
      ),
      leases: listState(allLeases, leases.loading, leases.error && !leases.data ? leases.error : null, 'Failed to fetch leases'),
      reports: moderation.reports,
      users: moderation.users,
    },
  };

  return (
    <AdminPanel
      state={state}
      statusFilter={filter}
      onStatusFilterChange={setFilter}
      updatingId={updatingId}
      onResolveReport={moderation.resolveReport}
      resolvingReportId={moderation.resolvingReportId}
      onSetSuspended={moderation.setSuspended}
      suspendingUserId={moderation.suspendingUserId}
      onSetStatus={async (id, status) => {
        setUpdatingId(id);
        try {
          await setStatus({ variables: { id, status } });
        } catch {
          toast({ title: 'Error', description: 'Failed to update property status.', variant: 'destructive' });
        } finally {
          setUpdatingId(null);
        }
      }}
    />
  );
}

/**
 * The report queue and the users list with their actions. Hiding a listing or suspending a landlord changes listings,
 * so the properties query is refetched after either.
 */
function useModeration(refetchProperties: () => unknown) {
  const reports = useAdminReportsQuery({ fetchPolicy: 'cache-and-network' });
  const users = useAdminUsersQuery({ fetchPolicy: 'cache-and-network' });
  const [resolve] = useResolveReportMutation();
  const [suspend] = useSuspendUserMutation();
  const [unsuspend] = useUnsuspendUserMutation();
  const [resolvingReportId, setResolvingReportId] = useState<number | null>(null);
  const [suspendingUserId, setSuspendingUserId] = useState<number | null>(null);

  const reportRows = useMemo(() => reports.data?.reports.map((r) => ({ ...r, reason: r.reason as ReportRow['reason'] })), [reports.data]);
  return {
    reports: listState(reportRows, reports.loading, reports.error && !reports.data ? reports.error : null, 'Failed to fetch reports'),
    users: listState(users.data?.users, users.loading, users.error && !users.data ? users.error : null, 'Failed to fetch users'),
    resolvingReportId,
    suspendingUserId,
    resolveReport: async (id: number, decision: ReportDecision) => {
      setResolvingReportId(id);
      try {
        await resolve({ variables: { id, input: decision } });
        await Promise.all([reports.refetch(), decision.action === 'hide' ? refetchProperties() : null]);
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error, 'Failed to resolve report.'), variant: 'destructive' });
      } finally {
        setResolvingReportId(null);
      }
    },
    setSuspended: async (id: number, suspended: boolean) => {
      setSuspendingUserId(id);
      try {
        await (suspended ? suspend : unsuspend)({ variables: { id } });
        await refetchProperties();
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error, 'Failed to update the account.'), variant: 'destructive' });
      } finally {
        setSuspendingUserId(null);
      }
    },
  };
}
