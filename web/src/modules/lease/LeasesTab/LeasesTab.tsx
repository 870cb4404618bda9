import type { ReactNode } from 'react';
import { Button, PlusIcon, formatDate } from '@hearth/design-system';
import { PanelListSection, layout, type ListState, type RowAction } from '../../common';
import { LeaseSummary } from '../LeaseSummary/LeaseSummary';
import type { LeaseRow } from '../lease.model';

export interface LeasesTabProps {
  leases: ListState<LeaseRow>;
  onCreate: () => void;
  /** Withdraws a pending lease (an invitation the tenant has not answered). */
  withdraw: RowAction;
  /** The Create New Lease Agreement dialog, rendered by the caller when open. */
  dialog?: ReactNode;
}

/** Landlord Leases tab (spec §2): lease number, property id, status, rent per month, start date; pending ones can be withdrawn. */
export function LeasesTab({ leases, onCreate, withdraw, dialog }: LeasesTabProps) {
  return (
    <PanelListSection
      title="Lease Agreements"
      action={
        <Button onPress={onCreate}>
          <PlusIcon size={16} aria-hidden /> Create Lease
        </Button>
      }
      state={leases}
      empty={{ title: 'No Lease Agreements' }}
      renderItem={(lease) => (
        <div className={layout.row}>
          <LeaseSummary lease={lease}>
            <span>Starts {lease.startDate ? formatDate(lease.startDate) : 'Not set'}</span>
            {lease.tenantName ? <span>Tenant: {lease.tenantName}</span> : null}
          </LeaseSummary>
          {lease.status === 'pending' ? (
            <div className={layout.actions}>
              <Button variant="outline" aria-label={`Withdraw lease #${lease.id}`} isPending={withdraw.pendingId === lease.id} onPress={() => withdraw.run(lease.id)}>
                Withdraw
              </Button>
            </div>
          ) : null}
        </div>
      )}
    >
      {dialog}
    </PanelListSection>
  );
}
