import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DatePicker, parseDate } from '@hearth/design-system';
import { leaseRenewalSchema, type LeaseRenewalInput } from '@hearth/api/contracts/lease.schema';
import { FormDialog, layout } from '../../common';
import { contractMessage } from '../../common/contract-message';
import { leaseDay } from '../lease-dates';
import type { LeaseRow } from '../lease.model';

export interface RenewalDialogProps {
  lease: LeaseRow & { endDate: string };
  onClose: () => void;
  onSubmit: (input: LeaseRenewalInput) => void;
  isPending?: boolean;
  /** The API's refusal. */
  error?: string | null;
}

/** Offer a renewal: a new pending lease from the day after this one ends, to the day chosen; the tenant accepts it as any lease. */
export function RenewalDialog({ lease, onClose, onSubmit, isPending, error }: RenewalDialogProps) {
  const { t, i18n } = useLingui();
  const [endDate, setEndDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const start = parseDate(lease.endDate).add({ days: 1 });
  const startDay = leaseDay(start.toString(), i18n);
  const { id } = lease;
  const submit = () => {
    const parsed = leaseRenewalSchema.safeParse({ endDate, monthlyRent: lease.monthlyRent });
    if (!parsed.success) return setProblem(contractMessage(parsed.error.issues[0]!.message, i18n));
    setProblem(null);
    onSubmit(parsed.data);
  };
  return (
    <FormDialog
      title={t`Offer a renewal of lease #${id}`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onSubmit={submit}
      submitLabel={t`Offer renewal`}
      pendingLabel={t`Sending...`}
      isPending={isPending}
    >
      <p className={`${layout.muted} ${layout.fullSpan}`}>{t`The renewal starts on ${startDay}, at the same rent and terms. The tenant accepts it like any lease.`}</p>
      <DatePicker
        label={t`New end date`}
        isRequired
        minValue={start.add({ days: 1 })}
        placeholderValue={start.add({ years: 1 })}
        value={endDate ? parseDate(endDate) : null}
        onChange={(d) => setEndDate(d ? d.toString() : '')}
        isInvalid={Boolean(problem ?? error)}
        errorMessage={problem ?? error ?? undefined}
      />
    </FormDialog>
  );
}
