import type { ReactNode } from 'react';
import { Badge, formatCad } from '@hearth/design-system';
import { layout, withName } from '../../common';
import type { LeaseRow } from '../lease.model';

/** A lease row's heading and facts shared by the tenant and landlord lists; `children` adds the view's own facts. */
export function LeaseSummary({ lease, children }: { lease: LeaseRow; children?: ReactNode }) {
  return (
    <div className={layout.rowMain}>
      <h3 className={layout.rowTitle}>Lease #{lease.id}</h3>
      <div className={layout.meta}>
        <span>{withName(`Property #${lease.propertyId}`, lease.propertyTitle)}</span>
        <Badge status={lease.status} />
        <strong>{formatCad(lease.monthlyRent)}/month</strong>
        {children}
      </div>
    </div>
  );
}
