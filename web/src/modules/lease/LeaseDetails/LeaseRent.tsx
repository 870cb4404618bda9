import { Suspense, lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LeaseRow } from '../lease.model';

// The Rent tab's code and catalog load when a lease's details open, not with the dashboard.
const RentLedgerContainer = lazy(() => import('../../rent/RentLedger/RentLedgerContainer'));

/** The Rent part of a lease's details, for a lease in force or ended (docs/rent-ledger.md); nothing for others. */
export function LeaseRent({ lease }: { lease: Pick<LeaseRow, 'id' | 'status' | 'quebec'> }) {
  const { t } = useLingui();
  if (lease.status !== 'active' && lease.status !== 'ended') return null;
  return (
    <Suspense fallback={<p role="status">{t`Loading the rent ledger...`}</p>}>
      <RentLedgerContainer leaseId={lease.id} quebec={lease.quebec} />
    </Suspense>
  );
}
