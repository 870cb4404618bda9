import { useMemo, useState } from 'react';
import { toast } from '@hearth/design-system';
import { BOOKING_LEASE_STATUSES } from '@hearth/api/contracts';
import { useSession } from '../../app/session/SessionContext';
import { useAuthDialog } from '../auth/AuthDialog/AuthDialogContext';
import { useAdminLeasesQuery, useAdminPropertiesQuery, useSetPropertyStatusMutation } from '../../generated/graphql';
import { listState } from '../common';
import { toLeaseRow, toPropertyRow } from '../common/graphql-mappers';
import { AdminPanel, type AdminPanelState, type StatusFilter } from './components/AdminPanel/AdminPanel';

/** /admin container: every listing (all statuses) and every lease; the filter applies to the loaded list. */
export default function AdminPage() {
  const { role } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const isAdmin = role === 'admin';
  const properties = useAdminPropertiesQuery({ fetchPolicy: 'cache-and-network', skip: !isAdmin });
  const leases = useAdminLeasesQuery({ fetchPolicy: 'cache-and-network', skip: !isAdmin });
  const [setStatus] = useSetPropertyStatusMutation();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [updatingId, setUpdatingId] = useState<number | null>(null);

  const allProperties = useMemo(() => properties.data?.properties.nodes.map(toPropertyRow), [properties.data]);
  const allLeases = useMemo(() => leases.data?.allLeases.map(toLeaseRow), [leases.data]);

  let state: AdminPanelState;
  if (!role) state = { status: 'signedOut' };
  else if (!isAdmin) state = { status: 'denied' };
  else {
    const list = allProperties ?? [];
    state = {
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
  }

  return (
    <AdminPanel
      state={state}
      statusFilter={filter}
      onStatusFilterChange={setFilter}
      updatingId={updatingId}
      onSignIn={() => openAuthDialog('signIn')}
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
