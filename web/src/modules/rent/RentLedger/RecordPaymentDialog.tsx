import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Select, SelectItem, TextField } from '@hearth/design-system';
import { PAYMENT_METHODS, rentPaymentSchema, type PaymentMethod } from '@hearth/api/contracts/rent-payment.schema';
import { FormDialog } from '../../common';
import { issueMessages } from '../../common/contract-message';
import { PAYMENT_METHOD_LABELS } from '../rent-labels';

export interface RecordPaymentInput {
  amount: string;
  paidOn: string;
  method: PaymentMethod;
  note: string | null;
}

type Field = 'amount' | 'paidOn' | 'method' | 'note';

export interface RecordPaymentDialogProps {
  /** Today in the listing's province (the ledger's): no payment after it. */
  today: string;
  isPending: boolean;
  /** The API's refusal, shown above the form until the next try (its field when it names one). */
  refusal: { field?: Field; message: string } | null;
  onSubmit: (input: RecordPaymentInput) => void;
  onClose: () => void;
}

/** The landlord records a payment: the amount (dollars and cents), the day paid, how, and a note; checked with the API's contract. */
export function RecordPaymentDialog({ today, isPending, refusal, onSubmit, onClose }: RecordPaymentDialogProps) {
  const { t, i18n } = useLingui();
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [method, setMethod] = useState<PaymentMethod>('e-transfer');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const shown = { ...errors, ...(refusal?.field && !errors[refusal.field] ? { [refusal.field]: refusal.message } : {}) };

  const submit = () => {
    const input = { amount, paidOn, method, note: note.trim() || null };
    const parsed = rentPaymentSchema(today).safeParse(input);
    const found = parsed.success ? {} : issueMessages<Field>(parsed.error.issues, i18n);
    setErrors(found);
    if (parsed.success) onSubmit(input);
  };

  return (
    <FormDialog
      title={t`Record a payment`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onSubmit={submit}
      submitLabel={t`Record the payment`}
      pendingLabel={t`Recording...`}
      isPending={isPending}
    >
      {refusal && !refusal.field ? (
        <p role="alert" style={{ gridColumn: '1 / -1', margin: 0 }}>
          {refusal.message}
        </p>
      ) : null}
      <TextField label={t`Amount ($)`} inputMode="decimal" value={amount} onChange={setAmount} isRequired errorMessage={shown.amount} isInvalid={Boolean(shown.amount)} />
      <TextField label={t`Paid on (YYYY-MM-DD)`} value={paidOn} onChange={setPaidOn} isRequired errorMessage={shown.paidOn} isInvalid={Boolean(shown.paidOn)} />
      <Select label={t`Method`} selectedKey={method} onSelectionChange={(key) => setMethod(key as PaymentMethod)} errorMessage={shown.method} isInvalid={Boolean(shown.method)}>
        {PAYMENT_METHODS.map((value) => (
          <SelectItem key={value} id={value}>
            {i18n._(PAYMENT_METHOD_LABELS[value])}
          </SelectItem>
        ))}
      </Select>
      <TextField label={t`Note (optional)`} value={note} onChange={setNote} errorMessage={shown.note} isInvalid={Boolean(shown.note)} />
    </FormDialog>
  );
}
