import type { ReactNode } from 'react';
import { Badge, Button, EmptyState, PlusIcon, formatCad, formatDate } from '@hearth/design-system';
import { layout, type LeaseRow, type ListState } from '../../../common';
import { ListSection } from '../ListSection/ListSection';

export interface LeasesTabProps {
  leases: ListState<LeaseRow>;
  onCreate: () => void;
  /** The Create New Lease Agreement dialog, rendered by the caller when open. */
  dialog?: ReactNode;
}

/** Landlord Leases tab (spec §2): lease number, property id, status, rent per month, start date. */
export function LeasesTab({ leases, onCreate, dialog }: LeasesTabProps) {
  return (
    <div className={layout.list}>
      <div className={layout.headerRow}>
        <h2 className={layout.sectionTitle}>Lease Agreements</h2>
        <Button onPress={onCreate}>
          <PlusIcon size={16} aria-hidden /> Create Lease
        </Button>
      </div>
      <ListSection state={leases} loadingLabel="Loading leases" empty={<EmptyState headingLevel={3} title="No Lease Agreements" />}>
        {(rows) => (
          <ul className={layout.list}>
            {rows.map((lease) => (
              <li key={lease.id} className={layout.panel}>
                <div className={layout.rowMain}>
                  <h3 className={layout.rowTitle}>Lease #{lease.id}</h3>
                  <div className={layout.meta}>
                    <span>Property #{lease.propertyId}</span>
                    <Badge status={lease.status} />
                    <strong>{formatCad(lease.monthlyRent)}/month</strong>
                    <span>Starts {lease.startDate ? formatDate(lease.startDate) : 'Not set'}</span>
                    {lease.tenantName ? <span>Tenant: {lease.tenantName}</span> : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListSection>
      {dialog}
    </div>
  );
}
