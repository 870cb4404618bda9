import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { LandlordLeasesDocument, useLeaseRenewalTermsQuery, useOfferLeaseRenewalMutation, type DepositKind } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { toGraphqlEnum } from '../../../lib/graphql-enum';
import type { LeaseRow } from '../lease.model';
import { RenewalDialog } from './RenewalDialog';


/** Sends a renewal offer (a new pending lease); the tenant gets it as an invitation. */
export function RenewalContainer({ lease, onClose }: { lease: LeaseRow & { endDate: string }; onClose: () => void }) {
  const { t } = useLingui();
  const [offer, { loading }] = useOfferLeaseRenewalMutation({ refetchQueries: [{ query: LandlordLeasesDocument }] });
  const [error, setError] = useState<string | null>(null);
  // The lawful limit is a help, not a gate: the dialog works without it (the API checks the rent anyway).
  const { data } = useLeaseRenewalTermsQuery({ variables: { id: lease.id }, fetchPolicy: 'network-only' });
  return (
    <RenewalDialog
      lease={lease}
      terms={data?.leaseRenewalTerms ?? null}
      onClose={onClose}
      isPending={loading}
      error={error}
      onSubmit={async ({ deposits, ...input }) => {
        setError(null);
        try {
          await offer({ variables: { id: lease.id, input: { ...input, deposits: deposits.map((d) => ({ ...d, kind: toGraphqlEnum<DepositKind>(d.kind) })) } } });
          toast({ title: t`Renewal offered`, description: t`The tenant has been invited to accept it.`, variant: 'success' });
          onClose();
        } catch (e) {
          setError(errorMessage(e, t`Failed to offer the renewal. Please try again.`));
        }
      }}
    />
  );
}
