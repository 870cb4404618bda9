import { useLingui } from '@lingui/react/macro';
import { Link, formatCad } from '@hearth/design-system';
import { DEPOSIT_RETURN_RULES } from '@hearth/api/contracts/deposit-return-rules';
import { inLanguage } from '@hearth/api/contracts/provincial-deposit-rules';
import { layout } from '../../common';
import type { DepositStatement } from '../deposit-return.model';
import { DEDUCTION_KIND_LABELS, calendarDay, statementHref } from '../deposit-words';
import * as styles from './DepositReturn.css';

/** The itemized statement both parties read, with its PDF. */
export function DepositStatementView({ statement }: { statement: DepositStatement }) {
  const { t, i18n } = useLingui();
  const money = (amount: number) => formatCad(amount, i18n.locale);
  const rule = DEPOSIT_RETURN_RULES[statement.province];
  const movedOut = calendarDay(statement.movedOutOn, i18n.locale);
  return (
    <div className={styles.section}>
      <dl className={styles.facts}>
        <dt>{t`Deposits held`}</dt>
        <dd className={styles.factValue}>{money(statement.held)}</dd>
        {statement.appliedToLastMonth > 0 ? (
          <>
            <dt>{t`Applied to the last month's rent`}</dt>
            <dd className={styles.factValue}>{money(statement.appliedToLastMonth)}</dd>
          </>
        ) : null}
        {statement.deductions.map((deduction, index) => {
          const kind = i18n._(DEDUCTION_KIND_LABELS[deduction.kind]);
          return (
            <div key={index} style={{ display: 'contents' }}>
              <dt>{`${kind} — ${deduction.reason}`}</dt>
              <dd className={styles.factValue}>{`−${money(deduction.amount)}`}</dd>
            </div>
          );
        })}
        <dt className={styles.total}>{t`Returned to the tenant`}</dt>
        <dd className={`${styles.factValue} ${styles.total}`}>{money(statement.returned)}</dd>
        <dt>{t`To be returned by`}</dt>
        <dd className={styles.factValue}>{statement.deadline ? calendarDay(statement.deadline, i18n.locale) : t`No deadline confirmed`}</dd>
      </dl>
      {statement.deductions.length === 0 ? <p className={layout.muted}>{t`No deductions: the whole deposit is returned.`}</p> : null}
      <p className={layout.muted}>{t`Moved out on ${movedOut}.`}</p>
      <p className={styles.rule}>{inLanguage(rule.summary, i18n.locale)}</p>
      <div className={layout.actions}>
        <Link standalone href={statementHref(statement.leaseId, i18n.locale)} target="_blank" rel="noopener">
          {t`Download the statement (PDF)`}
        </Link>
      </div>
    </div>
  );
}
