import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import type { PaymentMethod as GraphQLPaymentMethod } from '../../../generated/graphql';
import { errorCode, errorMessage } from '../../../lib/graphql-error';
import { screenState } from '../../common';
import { toRentLedger } from '../rent.mapper';
import { RecordPaymentDialog, type RecordPaymentInput } from './RecordPaymentDialog';
import { useRecordRentPaymentMutation, useRentLedgerQuery } from './RentLedger.generated';
import { RentLedgerView } from './RentLedgerView';

const FIELD_OF_CODE: Record<string, 'paidOn' | undefined> = { PAYMENT_OUTSIDE_TENANCY: 'paidOn' };

export interface RentLedgerContainerProps {
  leaseId: number;
  quebec: boolean;
  /** The lease's rent increases, drawn under the ledger (the rent-increase module's section). */
  increases?: ReactNode;
}

/** A lease's Rent tab: reads the ledger (rentLedger), and records a payment for its landlord (recordRentPayment). */
export default function RentLedgerContainer({ leaseId, quebec, increases }: RentLedgerContainerProps) {
  const { t } = useLingui();
  const query = useRentLedgerQuery({ variables: { leaseId } });
  const [record, recording] = useRecordRentPaymentMutation({ refetchQueries: ['RentLedger'], awaitRefetchQueries: true });
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<{ field?: 'paidOn'; message: string } | null>(null);
  const data = query.data ? toRentLedger(query.data.rentLedger, quebec) : undefined;
  const state = screenState(query, data, t`The rent ledger could not be loaded. Please try again.`, 'error');

  const submit = async (input: RecordPaymentInput) => {
    setRefusal(null);
    try {
      const method = input.method.replace(/-/g, '_') as GraphQLPaymentMethod;
      await record({ variables: { leaseId, input: { amount: Number(input.amount), paidOn: input.paidOn, method, note: input.note } } });
      setOpen(false);
      toast({ title: t`Payment recorded`, variant: 'success' });
    } catch (e) {
      setRefusal({ field: FIELD_OF_CODE[errorCode(e) ?? ''], message: errorMessage(e, t`The payment could not be recorded. Please try again.`) });
    }
  };

  return (
    <>
      <RentLedgerView state={state} onRecord={() => setOpen(true)} increasesSlot={increases} />
      {open && state.status === 'ready' ? (
        <RecordPaymentDialog today={state.data.today} isPending={recording.loading} refusal={refusal} onSubmit={(input) => void submit(input)} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
