import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, DatePicker, NumberField, PlusIcon, Select, SelectItem, TextField, formatCad, parseDate } from '@hearth/design-system';
import { DEDUCTION_KINDS, DEPOSIT_RETURN_RULES, type DeductionKind, type DepositReturnInput } from '@hearth/api/contracts/deposit-return-rules';
import { inLanguage } from '@hearth/api/contracts/provincial-deposit-rules';
import type { Province } from '@hearth/api/contracts/provinces';
import { layout } from '../../common';
import { contractMessage } from '../../common/contract-message';
import { depositPreview, depositReturnInput, type DeductionValue } from '../deposit-return-form';
import type { DepositLease } from '../deposit-return.model';
import { DEDUCTION_KIND_LABELS, calendarDay } from '../deposit-words';
import * as styles from './DepositReturn.css';

export interface ReturnDepositFormProps {
  lease: DepositLease & { province: Province };
  onSubmit: (input: DepositReturnInput) => void;
  isPending?: boolean;
  /** The API's refusal. */
  error?: string | null;
  /** Starting deductions (stories). */
  initialDeductions?: DeductionValue[];
}

/**
 * The landlord's "Return the deposit" form (docs/deposit-return.md): deductions with their kinds, the live total and
 * what comes back, and the province's deadline and rule, from the same table the API applies.
 */
export function ReturnDepositForm({ lease, onSubmit, isPending, error, initialDeductions = [] }: ReturnDepositFormProps) {
  const { t, i18n } = useLingui();
  const [deductions, setDeductions] = useState<DeductionValue[]>(initialDeductions);
  const [movedOutOn, setMovedOutOn] = useState<string>(lease.endDate ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const { province } = lease;
  const rule = DEPOSIT_RETURN_RULES[province];
  const preview = depositPreview(province, lease.deposits, deductions, movedOutOn || null);
  const money = (amount: number) => formatCad(amount, i18n.locale);
  const update = (index: number, change: Partial<DeductionValue>) => setDeductions(deductions.map((d, i) => (i === index ? { ...d, ...change } : d)));
  const heldText = money(preview.held);
  const deductedText = money(preview.deducted);
  const submit = () => {
    if (preview.tooMuch) return setProblem(t`The deductions (${deductedText}) are more than the deposits held (${heldText}).`);
    const parsed = depositReturnInput(deductions, movedOutOn || null);
    if ('problem' in parsed) return setProblem(contractMessage(parsed.problem, i18n));
    setProblem(null);
    onSubmit(parsed.input);
  };
  const shown = problem ?? error;
  return (
    <form
      className={styles.section}
      aria-label={t`Return the deposit`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className={styles.rule}>{inLanguage(rule.summary, i18n.locale)}</p>
      <DatePicker
        label={t`Moved out on`}
        isRequired={!lease.endDate}
        value={movedOutOn ? parseDate(movedOutOn) : null}
        onChange={(d) => setMovedOutOn(d ? d.toString() : lease.endDate ?? '')}
      />
      {deductions.map((deduction, index) => {
        const number = index + 1;
        return (
          <div key={index} className={styles.deduction} role="group" aria-label={t`Deduction ${number}`}>
            <Select label={t`Kind`} selectedKey={deduction.kind} onSelectionChange={(key) => update(index, { kind: key as DeductionKind })}>
              {DEDUCTION_KINDS.map((kind) => (
                <SelectItem key={kind} id={kind}>
                  {i18n._(DEDUCTION_KIND_LABELS[kind])}
                </SelectItem>
              ))}
            </Select>
            <TextField label={t`Reason`} isRequired maxLength={200} value={deduction.reason} onChange={(reason) => update(index, { reason })} />
            <NumberField
              label={t`Amount`}
              isRequired
              minValue={1}
              formatOptions={{ style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }}
              value={deduction.amount}
              onChange={(amount) => update(index, { amount })}
            />
            <Button variant="ghost" size="sm" aria-label={t`Remove deduction ${number}`} onPress={() => setDeductions(deductions.filter((_, i) => i !== index))}>
              <Trans>Remove</Trans>
            </Button>
          </div>
        );
      })}
      <div>
        <Button variant="outline" size="sm" onPress={() => setDeductions([...deductions, { reason: '', amount: Number.NaN, kind: 'cleaning' }])}>
          <PlusIcon size={16} aria-hidden /> <Trans>Add deduction</Trans>
        </Button>
      </div>
      <dl className={styles.facts} aria-live="polite">
        <dt>{t`Deposits held`}</dt>
        <dd className={styles.factValue}>{heldText}</dd>
        {preview.applied > 0 ? (
          <>
            <dt>{t`Applied to the last month's rent`}</dt>
            <dd className={styles.factValue}>{money(preview.applied)}</dd>
          </>
        ) : null}
        <dt>{t`Total deducted`}</dt>
        <dd className={styles.factValue}>{deductedText}</dd>
        <dt className={styles.total}>{t`Returned to the tenant`}</dt>
        <dd className={`${styles.factValue} ${styles.total}`}>{money(preview.returned)}</dd>
        <dt>{t`To be returned by`}</dt>
        <dd className={styles.factValue}>{preview.deadline ? calendarDay(preview.deadline, i18n.locale) : t`No deadline confirmed`}</dd>
      </dl>
      {preview.needsMoveInReport ? (
        <p className={layout.muted}>{t`A damage deduction needs a move-in condition report signed by both parties in this province.`}</p>
      ) : null}
      {shown ? (
        <p role="alert" className={layout.errorText}>
          {shown}
        </p>
      ) : null}
      <div className={layout.actions}>
        <Button type="submit" isPending={isPending}>
          {isPending ? <Trans>Sending...</Trans> : <Trans>Send the statement</Trans>}
        </Button>
      </div>
    </form>
  );
}
