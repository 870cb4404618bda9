import { useLingui, Trans } from '@lingui/react/macro';
import { Button, NumberField, PlusIcon, Select, SelectItem } from '@hearth/design-system';
import type { Province } from '@hearth/api/contracts/provinces';
import type { DepositKind } from '@hearth/api/contracts/provincial-deposit-rules';
import { layout } from '../../common';
import { DEPOSIT_KIND_LABELS, RULE_SUMMARIES, allowedDepositKinds, nextDeposit } from './deposit-rules';
import * as styles from './DepositFields.css';

/** A deposit while typing: the amount is NaN until entered. */
export interface DepositValue {
  kind: DepositKind;
  amount: number;
}

export interface DepositFieldsProps {
  deposits: DepositValue[];
  onChange: (deposits: DepositValue[]) => void;
  /** The listing's province: its rule shows beside the fields; null until a listing is chosen. */
  province: Province | null;
  /** The lease's monthly rent (the application's, when the lease comes from one): a new deposit starts at what the cap leaves of it. */
  monthlyRent?: number;
  /** The province's refusal (the form's check or the API's). */
  error?: string;
}

/**
 * Lease deposits (docs/product.md#leases-and-deposits): kind and amount, at most one of each kind, with the
 * province's rule beside them. Only the kinds the province allows are offered (Quebec: none, so no 'Add deposit'),
 * and a new one starts lawful: an allowed kind, for what the cap leaves of the rent.
 */
export function DepositFields({ deposits, onChange, province, monthlyRent = Number.NaN, error }: DepositFieldsProps) {
  const { t, i18n } = useLingui();
  const allowed = allowedDepositKinds(province);
  const unused = allowed.filter((kind) => !deposits.some((d) => d.kind === kind));
  const next = nextDeposit(province, monthlyRent, deposits);
  const update = (index: number, change: Partial<DepositValue>) => onChange(deposits.map((d, i) => (i === index ? { ...d, ...change } : d)));
  return (
    <fieldset className={`${styles.group} ${layout.fullSpan}`}>
      <legend className={styles.legend}>{t`Deposits`}</legend>
      {province ? <p className={styles.rule}>{i18n._(RULE_SUMMARIES[province])}</p> : null}
      {deposits.map((deposit, index) => {
        const number = index + 1;
        return (
          <div key={index} className={styles.deposit} role="group" aria-label={t`Deposit ${number}`}>
            <Select label={t`Kind`} selectedKey={deposit.kind} onSelectionChange={(key) => update(index, { kind: key as DepositKind })}>
              {/* Its own kind stays listed even where the province refuses it: the refusal under the fields says why. */}
              {[...(allowed.includes(deposit.kind) ? [] : [deposit.kind]), ...allowed.filter((kind) => kind === deposit.kind || unused.includes(kind))].map((kind) => (
                <SelectItem key={kind} id={kind}>
                  {i18n._(DEPOSIT_KIND_LABELS[kind])}
                </SelectItem>
              ))}
            </Select>
            <NumberField
              label={t`Amount`}
              isRequired
              minValue={0}
              formatOptions={{ style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }}
              value={deposit.amount}
              onChange={(amount) => update(index, { amount })}
            />
            <Button variant="ghost" size="sm" aria-label={t`Remove deposit ${number}`} onPress={() => onChange(deposits.filter((_, i) => i !== index))}>
              <Trans>Remove</Trans>
            </Button>
          </div>
        );
      })}
      {next ? (
        <div>
          <Button variant="outline" size="sm" onPress={() => onChange([...deposits, next])}>
            <PlusIcon size={16} aria-hidden /> <Trans>Add deposit</Trans>
          </Button>
        </div>
      ) : !province ? (
        <p className={layout.muted}>{t`Choose a property first: its province decides which deposits a lease may hold.`}</p>
      ) : allowed.length === 0 ? (
        <p className={layout.muted}>{t`No deposit can be added: the law of this listing's province forbids them.`}</p>
      ) : null}
      {error ? (
        <p role="alert" className={layout.errorText}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
