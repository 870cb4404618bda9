import { Suspense, lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LeaseRow } from '../lease.model';

// The Rent tab's code and catalogs load when a lease's details open, not with the dashboard.
const RentLedgerContainer = lazy(() => import('../../rent/RentLedger/RentLedgerContainer'));
const RentIncreasesContainer = lazy(() => import('../../rent-increase/RentIncreases/RentIncreasesContainer'));

export interface LeaseRentProps {
  lease: Pick<LeaseRow, 'id' | 'status' | 'quebec' | 'province'>;
  /** The reader's party: the landlord records payments and gives notice of increases; the tenant reads (and in Québec answers). */
  role: 'landlord' | 'tenant';
}

/**
 * The Rent part of a lease's details, for a lease in force or ended (docs/rent-ledger.md, docs/rent-increases.md):
 * the ledger, then the rent increases (the province's rules need the listing's province); nothing for others.
 */
export function LeaseRent({ lease, role }: LeaseRentProps) {
  const { t } = useLingui();
  if (lease.status !== 'active' && lease.status !== 'ended') return null;
  const { province } = lease;
  return (
    <Suspense fallback={<p role="status">{t`Loading the rent ledger...`}</p>}>
      <RentLedgerContainer
        leaseId={lease.id}
        quebec={lease.quebec}
        increases={province ? <RentIncreasesContainer leaseId={lease.id} province={province} role={role} active={lease.status === 'active'} /> : null}
      />
    </Suspense>
  );
}
