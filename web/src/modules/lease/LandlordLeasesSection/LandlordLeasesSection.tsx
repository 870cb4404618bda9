import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { localCalendarDay } from '@hearth/api/contracts';
import { LandlordLeasesDocument, useCreateLeaseMutation, useLandlordLeasesQuery, usePropertyBookingsQuery, useWithdrawLeaseMutation, type DepositKind } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { toGraphqlEnum } from '../../../lib/graphql-enum';
import { queryListState, useRowAction } from '../../common';
import { CreateLeaseDialog, type ContractUpload } from '../CreateLeaseDialog/CreateLeaseDialog';
import { LeasesTab } from '../LeasesTab/LeasesTab';
import { uploadContract } from '../CreateLeaseDialog/upload-contract';
import type { PropertyRow } from '../../property/property.model';
import { toLeaseRow } from '../lease.mapper';

/** Landlord Leases tab with the Create New Lease Agreement dialog (blocked dates from the chosen property's leases). */
export function LandlordLeasesSection({ properties }: { properties: PropertyRow[] }) {
  const { t } = useLingui();
  const leases = useLandlordLeasesQuery({ fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
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
    <LeasesTab
      leases={queryListState(leases, leases.data?.landlordLeases.map(toLeaseRow), t`Failed to fetch leases`)}
      onCreate={() => setCreating(true)}
      withdraw={withdrawAction}
      dialog={creating ? <CreateLeaseContainer properties={properties} onClose={() => setCreating(false)} /> : null}
    />
  );
}

function CreateLeaseContainer({ properties, onClose }: { properties: PropertyRow[]; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const [contract, setContract] = useState<ContractUpload>({ status: 'idle' });
  const bookings = usePropertyBookingsQuery({ variables: { propertyId: propertyId ?? 0 }, skip: !propertyId, fetchPolicy: 'network-only' });
  const [createLease, { loading }] = useCreateLeaseMutation({ refetchQueries: [{ query: LandlordLeasesDocument }] });

  return (
    <CreateLeaseDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      properties={properties}
      bookedLeases={bookings.data?.leasesForProperty ?? []}
      onPropertyChange={setPropertyId}
      contract={contract}
      onContractFile={async (file) => {
        try {
          const document = await uploadContract(file, (progress) => setContract({ status: 'uploading', name: file.name, progress }), i18n);
          setContract({ status: 'uploaded', document });
          toast({ title: t`Contract uploaded`, description: file.name, variant: 'success' });
        } catch (e) {
          const { name } = file;
          const failed = t`Failed to upload "${name}". Please try again.`;
          // Spec §8: the toast says which file; the field keeps the reason ('Upload failed: {status} {text}').
          setContract({ status: 'error', message: e instanceof Error ? e.message : failed });
          toast({ title: t`Upload Failed`, description: failed, variant: 'destructive' });
        }
      }}
      onRemoveContract={() => setContract({ status: 'idle' })}
      today={localCalendarDay()}
      isPending={loading}
      onSubmit={async (input) => {
        try {
          const deposits = input.deposits.map((deposit) => ({ ...deposit, kind: toGraphqlEnum<DepositKind>(deposit.kind) }));
          await createLease({ variables: { input: { ...input, deposits } } });
          toast({ title: t`Success`, description: t`Lease created successfully.`, variant: 'success' });
          onClose();
        } catch (e) {
          toast({ title: t`Error`, description: errorMessage(e, t`Failed to create lease.`), variant: 'destructive' });
        }
      }}
    />
  );
}
