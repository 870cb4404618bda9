import type { ReactNode } from 'react';
import { Button, EmptyState, PlusIcon, formatDate } from '@hearth/design-system';
import type { LeaseRow, ListState } from '../../../common';
import { LeaseSummary } from '../LeaseSummary';
import { PanelListSection } from '../ListSection/PanelListSection';

export interface LeasesTabProps {
  leases: ListState<LeaseRow>;
  onCreate: () => void;
  /** The Create New Lease Agreement dialog, rendered by the caller when open. */
  dialog?: ReactNode;
}

/** Landlord Leases tab (spec §2): lease number, property id, status, rent per month, start date. */
export function LeasesTab({ leases, onCreate, dialog }: LeasesTabProps) {
  return (
    <PanelListSection
      title="Lease Agreements"
      action={
        <Button onPress={onCreate}>
          <PlusIcon size={16} aria-hidden /> Create Lease
        </Button>
      }
      state={leases}
      loadingLabel="Loading leases"
      empty={<EmptyState headingLevel={3} title="No Lease Agreements" />}
      itemKey={(lease) => lease.id}
      renderItem={(lease) => (
        <LeaseSummary lease={lease}>
          <span>Starts {lease.startDate ? formatDate(lease.startDate) : 'Not set'}</span>
          {lease.tenantName ? <span>Tenant: {lease.tenantName}</span> : null}
        </LeaseSummary>
      )}
    >
      {dialog}
    </PanelListSection>
  );
}
