import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSignLeaseMutation } from '../../../generated/graphql';
import { errorCode, errorMessage } from '../../../lib/graphql-error';
import { leaseDocumentHref, signedLeaseHref } from '../lease-documents';
import type { LeaseRow } from '../lease.model';
import type { SignerRole } from '../signing-labels';
import { refusalOf, type SignLeaseState } from './sign-lease-form';
import { SignLeaseDialog } from './SignLeaseDialog';

/** Signs `lease` as `role` (signLease); the lists refetch so the card shows the new status. */
export function SignLeaseContainer({ lease, role, onClose }: { lease: LeaseRow; role: SignerRole; onClose: () => void }) {
  const { i18n } = useLingui();
  const [state, setState] = useState<SignLeaseState>({ status: 'editing' });
  // The lists that show signing: whichever is on screen refetches.
  const [signLease] = useSignLeaseMutation({ refetchQueries: ['LandlordLeases', 'TenantDashboard'] });
  const expectedName = (role === 'tenant' ? lease.tenantName : lease.landlordName) ?? '';
  return (
    <SignLeaseDialog
      leaseId={lease.id}
      role={role}
      expectedName={expectedName}
      quebec={lease.quebec}
      documentHref={leaseDocumentHref(lease.id, i18n.locale)}
      signedDocumentHref={signedLeaseHref(lease.id)}
      state={state}
      onClose={onClose}
      onSubmit={async (input) => {
        setState({ status: 'submitting' });
        try {
          const { data } = await signLease({ variables: { id: lease.id, input } });
          setState({ status: 'signed', sealed: data?.signLease.signingStatus === 'signed' });
        } catch (e) {
          const code = errorCode(e);
          setState({ status: 'refused', refusal: refusalOf(code, errorMessage(e, '')) });
        }
      }}
    />
  );
}
