import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, formatCad } from '@hearth/design-system';
import { layout, withName } from '../../common';
import { leaseStatusLabel } from '../lease-status';
import type { LeaseRow } from '../lease.model';
import { BroughtInBadge } from '../BroughtInBadge/BroughtInBadge';

/** A lease row's heading and facts shared by the tenant and landlord lists; `children` adds the view's own facts, `after` a block under them (signing). */
export function LeaseSummary({ lease, children, after }: { lease: LeaseRow; children?: ReactNode; after?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { id, propertyId } = lease;
  const rent = formatCad(lease.monthlyRent, i18n.locale);
  return (
    <div className={layout.rowMain}>
      <h3 className={layout.rowTitle}>{t`Lease #${id}`}</h3>
      <div className={layout.meta}>
        <span>{withName(t`Property #${propertyId}`, lease.propertyTitle)}</span>
        <Badge status={lease.status}>{leaseStatusLabel(lease.status, i18n)}</Badge>
        <BroughtInBadge lease={lease} />
        <strong>{t`${rent}/month`}</strong>
        {children}
      </div>
      {after}
    </div>
  );
}
