import { Suspense } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import type { LeaseRow } from '../lease.model';
import type { SignerRole } from '../signing-labels';

// Its own chunk: loaded when someone presses Sign, not with the dashboard.
const SignLeaseContainer = lazyNamed(() => import('./SignLeaseContainer'), 'SignLeaseContainer');

/** The signing dialog of `lease`, while there is one. */
export function SignLeaseSlot({ lease, role, onClose }: { lease: LeaseRow | null; role: SignerRole; onClose: () => void }) {
  if (!lease) return null;
  return (
    <Suspense fallback={null}>
      <SignLeaseContainer lease={lease} role={role} onClose={onClose} />
    </Suspense>
  );
}
