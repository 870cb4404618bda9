import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { useLandlordLeasesQuery, useWithdrawLeaseMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { screenState, useRowAction } from '../../common';
import { CreateLeaseContainer } from '../CreateLeaseDialog/CreateLeaseContainer';
import { LandlordLeasesView } from './LandlordLeasesView';
import type { PropertyRow } from '../../property/property.model';
import { toLeaseRow } from '../lease.mapper';
import type { LeaseRow } from '../lease.model';
import { RenewalContainer } from '../LeaseDetails/RenewalContainer';

/** Landlord Leases tab with the Create New Lease Agreement dialog (blocked dates from the chosen property's leases). */
export function LandlordLeasesContainer({ properties }: { properties: PropertyRow[] }) {
  const { t } = useLingui();
  const leases = useLandlordLeasesQuery({ fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [renewing, setRenewing] = useState<(LeaseRow & { endDate: string }) | null>(null);
  const [withdraw] = useWithdrawLeaseMutation();
  const withdrawAction = useRowAction(
    async (id) => {
      try {
        await withdraw({ variables: { id } });
        toast({ title: t`Lease withdrawn`, description: t`The tenant has been told.`, variant: 'success' });
      } finally {
        // After a refusal too: the tenant may have answered in the meantime.
        await leases.refetch();
      }
    },
    (e) => ({ title: t`Error`, description: errorMessage(e, t`Failed to withdraw the lease. Please try again.`), variant: 'destructive' }),
  );
  return (
    <LandlordLeasesView
      leases={screenState(leases, leases.data?.landlordLeases.map(toLeaseRow), t`Failed to fetch leases`)}
      onCreate={() => setCreating(true)}
      withdraw={withdrawAction}
      onOfferRenewal={setRenewing}
      dialog={
        <>
          {creating ? <CreateLeaseContainer properties={properties} onClose={() => setCreating(false)} /> : null}
          {renewing ? <RenewalContainer lease={renewing} onClose={() => setRenewing(null)} /> : null}
        </>
      }
    />
  );
}
