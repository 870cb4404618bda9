import type { PaymentMethod } from '@hearth/api/contracts/rent-payment.schema';

/** One rent period as the Rent tab shows it (cents throughout). */
export interface RentPeriodRow {
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  dueCents: number;
  prorated: boolean;
  paidCents: number;
  /** Positive owed, negative paid ahead. */
  balanceCents: number;
}

export interface RentPaymentRow {
  id: number;
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  note: string | null;
  receiptHref: string;
}

export interface InterestRow {
  anniversary: string;
  year: number;
  percent: number | null;
  interestCents: number | null;
}

/** A lease's Rent tab: the ledger, newest period first, its payments and their receipts. */
export interface RentLedgerData {
  leaseId: number;
  /** Québec: the RL-31 link. */
  quebec: boolean;
  today: string;
  monthlyRentCents: number;
  balanceCents: number;
  nextDueDate: string | null;
  canRecord: boolean;
  periods: RentPeriodRow[];
  payments: RentPaymentRow[];
  interest: InterestRow[];
  /** Years a statement can be asked for, newest first. */
  statementYears: number[];
}
