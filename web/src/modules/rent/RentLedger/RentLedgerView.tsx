import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Link, Skeleton, formatDate } from '@hearth/design-system';
import { ErrorNotice, type ScreenState } from '../../common';
import type { RentLedgerData } from '../rent.model';
import { PAYMENT_METHOD_LABELS } from '../rent-labels';
import { formatCents, rl31Href, statementHref, withLang } from '../rent.mapper';
import * as styles from './RentLedger.css';

export interface RentLedgerViewProps {
  state: ScreenState<RentLedgerData>;
  /** Opens the record-a-payment dialog (the landlord's). */
  onRecord: () => void;
  /** Rent increases (added by their own module), below the ledger. */
  increasesSlot?: ReactNode;
}

/**
 * A lease's Rent tab (docs/rent-ledger.md): the balance, each month's rent due, paid and running balance (a table that
 * becomes cards on phones), the payments with their receipts, the yearly statements (and Québec's RL-31), and the
 * deposit's interest. The landlord records payments; the tenant reads the same.
 */
export function RentLedgerView({ state, onRecord, increasesSlot }: RentLedgerViewProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const money = (cents: number) => formatCents(cents, locale);
  const day = (iso: string) => formatDate(iso, locale);
  if (state.status === 'loading')
    return (
      <div className={styles.root} role="status">
        <p className={styles.muted}>{t`Loading the rent ledger...`}</p>
        <Skeleton height={96} />
      </div>
    );
  if (state.status === 'error') return <ErrorNotice message={state.message} />;
  if (state.status === 'empty') return <p className={styles.muted}>{t`No rent ledger for this lease.`}</p>;
  const ledger = state.data;
  const balance = ledger.balanceCents;
  const balanceText = balance > 0 ? t`Owed: ${money(balance)}` : balance < 0 ? t`Paid ahead: ${money(-balance)}` : t`Nothing owed`;
  return (
    <section className={styles.root} aria-labelledby={`rent-${ledger.leaseId}`}>
      <h3 id={`rent-${ledger.leaseId}`} className={styles.heading}>{t`Rent`}</h3>
      <div className={styles.summary}>
        <p className={`${styles.balance} ${balance > 0 ? styles.owed : ''}`} role="status">
          {balanceText}
        </p>
        <p className={styles.muted}>{t`Monthly rent: ${money(ledger.monthlyRentCents)}`}</p>
        {ledger.nextDueDate ? <p className={styles.muted}>{t`Next due: ${day(ledger.nextDueDate)}`}</p> : null}
        {ledger.canRecord ? <Button onPress={onRecord}>{t`Record a payment`}</Button> : null}
      </div>

      {ledger.periods.length === 0 ? (
        <p className={styles.muted}>{t`No rent has fallen due yet.`}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.muted}>{t`Each month's rent, newest first`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Period`}</th>
              <th scope="col">{t`Due`}</th>
              <th scope="col">{t`Paid`}</th>
              <th scope="col">{t`Balance`}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.periods.map((period) => (
              <tr key={period.dueDate}>
                <td data-label={t`Period`}>
                  {t`${day(period.periodStart)} to ${day(period.periodEnd)}`}
                  {period.prorated ? ` ${t`(prorated)`}` : ''}
                </td>
                <td data-label={t`Due`} data-money>
                  {money(period.dueCents)}
                </td>
                <td data-label={t`Paid`} data-money>
                  {money(period.paidCents)}
                </td>
                <td data-label={t`Balance`} data-money>
                  {period.balanceCents > 0 ? t`${money(period.balanceCents)} owed` : period.balanceCents < 0 ? t`${money(-period.balanceCents)} ahead` : money(0)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h4 className={styles.heading}>{t`Payments and receipts`}</h4>
      {ledger.payments.length === 0 ? (
        <p className={styles.muted}>{t`No payment recorded yet.`}</p>
      ) : (
        <ul className={styles.links} aria-label={t`Payments and receipts`}>
          {ledger.payments.map((payment) => {
            const what = t`${money(payment.amountCents)} on ${day(payment.paidOn)} (${i18n._(PAYMENT_METHOD_LABELS[payment.method])})`;
            return (
              <li key={payment.id}>
                {what}{' '}
                <Link href={withLang(payment.receiptHref, locale)} target="_blank" rel="noopener" aria-label={t`Receipt for ${what} (PDF)`}>
                  {t`Receipt (PDF)`}
                </Link>
              </li>
            );
          })}
        </ul>
      )}

      {/* A year's statement once rent was due in it: none yet for a lease starting later. */}
      {ledger.statementYears.length > 0 ? (
        <>
          <h4 className={styles.heading}>{t`Statements`}</h4>
          <ul className={styles.links}>
            {ledger.statementYears.map((year) => (
              <li key={year}>
                <Link standalone href={statementHref(ledger.leaseId, year, locale)} target="_blank" rel="noopener">{t`Rent statement ${String(year)} (PDF)`}</Link>
              </li>
            ))}
            {ledger.quebec
              ? ledger.statementYears.map((year) => (
                  <li key={`rl31-${year}`}>
                    <Link standalone href={rl31Href(ledger.leaseId, year)} target="_blank" rel="noopener">{t`RL-31 ${String(year)} (PDF, in French)`}</Link>
                  </li>
                ))
              : null}
          </ul>
        </>
      ) : null}

      {ledger.interest.length > 0 ? (
        <>
          <h4 className={styles.heading}>{t`Interest on the last month's rent deposit`}</h4>
          <ul className={styles.links}>
            {ledger.interest.map((year) => (
              <li key={year.anniversary}>
                {year.interestCents === null
                  ? t`${day(year.anniversary)}: no guideline published for ${String(year.year)} yet`
                  : t`${day(year.anniversary)}: ${money(year.interestCents)} (${new Intl.NumberFormat(locale).format(year.percent ?? 0)}%, the ${String(year.year)} guideline)`}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {increasesSlot}
    </section>
  );
}
