import type { RentLedgerQuery } from './RentLedger/RentLedger.generated';
import type { RentLedgerData } from './rent.model';
import type { PaymentMethod } from '@hearth/api/contracts/rent-payment.schema';

/** GraphQL enum values use underscores ('e_transfer'); the contract's use hyphens. */
const method = (value: string): PaymentMethod => value.replace(/_/g, '-') as PaymentMethod;

/**
 * The ledger as the Rent tab shows it: newest period first, statement years from the first period's to today's (none
 * before rent was first due: a lease starting next year has no statement for this one).
 */
export function toRentLedger(ledger: RentLedgerQuery['rentLedger'], quebec: boolean): RentLedgerData {
  const thisYear = Number(ledger.today.slice(0, 4));
  const firstYear = ledger.periods.length > 0 ? Number(ledger.periods[0]!.dueDate.slice(0, 4)) : thisYear + 1;
  return {
    leaseId: ledger.leaseId,
    quebec,
    today: ledger.today,
    monthlyRentCents: ledger.monthlyRentCents,
    balanceCents: ledger.balanceCents,
    nextDueDate: ledger.nextDueDate ?? null,
    canRecord: ledger.canRecord,
    periods: [...ledger.periods].reverse().map(({ dueDate, periodStart, periodEnd, dueCents, prorated, paidCents, balanceCents }) => ({ dueDate, periodStart, periodEnd, dueCents, prorated, paidCents, balanceCents })),
    payments: [...ledger.payments].reverse().map((payment) => ({
      id: payment.id,
      amountCents: payment.amountCents,
      paidOn: payment.paidOn,
      method: method(payment.method),
      note: payment.note ?? null,
      receiptHref: payment.receiptPath,
    })),
    interest: ledger.depositInterest.map(({ anniversary, year, percent, interestCents }) => ({ anniversary, year, percent: percent ?? null, interestCents: interestCents ?? null })),
    statementYears: Array.from({ length: Math.max(0, thisYear - firstYear + 1) }, (_, index) => thisYear - index),
  };
}

/** Cents as the locale writes money with its cents: '$1,500.50', '1 500,50 $'. */
export function formatCents(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale.startsWith('fr') ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** A PDF's address in the reader's language. */
export const withLang = (href: string, locale: string): string => `${href}${href.includes('?') ? '&' : '?'}lang=${locale.startsWith('fr') ? 'fr' : 'en'}`;
export const statementHref = (leaseId: number, year: number, locale: string): string => withLang(`/api/leases/${leaseId}/rent-statement?year=${year}`, locale);
export const rl31Href = (leaseId: number, year: number): string => `/api/leases/${leaseId}/rl31?year=${year}`;
