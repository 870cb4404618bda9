import { useMemo, useState } from 'react';
import { toast } from '@hearth/design-system';
import { BOOKING_LEASE_STATUSES } from '@hearth/api/contracts';
import { useAdminLeasesQuery, useAdminPropertiesQuery, useSetPropertyStatusMutation } from '../../generated/graphql';
import { listState } from '../common';
import { toLeaseRow } from '../common/graphql-mappers';
import { AdminPanel, type AdminPanelState, type StatusFilter } from './components/AdminPanel/AdminPanel';

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

  const allProperties = useMemo(
    () => properties.data?.properties.nodes.map(({ owner, ...p }) => ({ ...p, ownerName: owner.name ?? null })),
    [properties.data],
  );
  const allLeases = useMemo(() => leases.data?.allLeases.map(toLeaseRow), [leases.data]);

  const list = allProperties ?? [];
  const state: AdminPanelState = {
    status: 'ready',
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
  };

  return (
    <AdminPanel
      state={state}
      statusFilter={filter}
      onStatusFilterChange={setFilter}
      updatingId={updatingId}
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
