import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import type { DepositLease, DepositViewer } from './deposit-return.model';

// Its own chunk: loaded when a lease's details open, not with the dashboard.
const DepositReturnContainer = lazyNamed(() => import('./DepositReturn/DepositReturnContainer'), 'DepositReturnContainer');

/** The deposit's return of an active or ended lease that holds deposits; nothing for any other lease. */
export function DepositReturnSlot({ lease, viewer }: { lease: DepositLease; viewer: DepositViewer }) {
  if ((lease.status !== 'active' && lease.status !== 'ended') || lease.deposits.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DepositReturnContainer lease={lease} viewer={viewer} />
    </Suspense>
  );
}
