import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { localCalendarDay } from '@hearth/api/contracts/lease-booking';
import type { CreateLeaseInput } from '@hearth/api/contracts/lease.schema';
import { LandlordLeasesDocument, useCreateLeaseMutation, usePropertyBookingsQuery, type DepositKind } from '../../../generated/graphql';
import { errorCode, errorMessage } from '../../../lib/graphql-error';
import { toGraphqlEnum } from '../../../lib/graphql-enum';
import type { PropertyRow } from '../../property/property.model';
import { CreateLeaseDialog, type ContractUpload } from './CreateLeaseDialog';
import type { CreateLeaseValues } from './create-lease-form';
import { uploadContract } from './upload-contract';

export interface CreateLeaseContainerProps {
  properties: Pick<PropertyRow, 'id' | 'title' | 'province'>[];
  /** Prefill, e.g. from an accepted application. */
  initialValues?: Partial<CreateLeaseValues>;
  onClose: () => void;
}

const DEPOSIT_REFUSALS = ['DEPOSIT_NOT_ALLOWED', 'DEPOSIT_TOO_HIGH'];

/** Create New Lease Agreement: blocked days of the chosen listing, the contract upload, then the invitation. */
export function CreateLeaseContainer({ properties, initialValues, onClose }: CreateLeaseContainerProps) {
  const { t, i18n } = useLingui();
  const [propertyId, setPropertyId] = useState<number | null>(initialValues?.propertyId ?? null);
  const [contract, setContract] = useState<ContractUpload>({ status: 'idle' });
  const [depositError, setDepositError] = useState<string | null>(null);
  const bookings = usePropertyBookingsQuery({ variables: { propertyId: propertyId ?? 0 }, skip: !propertyId, fetchPolicy: 'network-only' });
  const [createLease, { loading }] = useCreateLeaseMutation({ refetchQueries: [{ query: LandlordLeasesDocument }] });

  const submit = async ({ deposits, ...input }: CreateLeaseInput) => {
    setDepositError(null);
    try {
      await createLease({ variables: { input: { ...input, deposits: deposits.map((d) => ({ ...d, kind: toGraphqlEnum<DepositKind>(d.kind) })) } } });
      toast({ title: t`Success`, description: t`Lease created successfully.`, variant: 'success' });
      onClose();
    } catch (e) {
      const message = errorMessage(e, t`Failed to create lease.`);
      if (DEPOSIT_REFUSALS.includes(errorCode(e) ?? '')) setDepositError(message);
      toast({ title: t`Error`, description: message, variant: 'destructive' });
    }
  };

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
          // docs/product.md#error-catalogue: the toast says which file; the field keeps the reason ('Upload failed: {status} {text}').
          setContract({ status: 'error', message: e instanceof Error ? e.message : failed });
          toast({ title: t`Upload Failed`, description: failed, variant: 'destructive' });
        }
      }}
      onRemoveContract={() => setContract({ status: 'idle' })}
      today={localCalendarDay()}
      isPending={loading}
      initialValues={initialValues}
      depositError={depositError}
      onSubmit={submit}
    />
  );
}
