import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { PaymentMethod } from '../../contracts/index.js';
import { PaymentMethodEnum, RentPayment } from './rent-payment.entity.js';
import type { LedgerPeriod } from './rent-ledger.js';
import type { RentLedgerView } from './rent.service.js';

@InputType({ description: 'A payment of rent the landlord records.' })
export class RentPaymentInput {
  @Field(() => Float, { description: 'Dollars, more than 0, at most 2 decimals (kept as cents).' })
  amount!: number;

  @Field(() => String, { description: "The day it was paid (YYYY-MM-DD), not after today in the listing's province." })
  paidOn!: string;

  @Field(() => PaymentMethodEnum, { description: 'How it was paid.' })
  method!: PaymentMethod;

  @Field(() => String, { nullable: true, description: 'A note (up to 500 characters).' })
  note?: string | null;
}

@ObjectType({ description: 'One rent period of a lease: what fell due, what was paid, and the running balance.' })
export class RentLedgerPeriod implements Omit<LedgerPeriod, 'paymentIds'> {
  @Field(() => String, { description: 'The day its rent fell due (its first day).' })
  dueDate!: string;

  @Field(() => String, { description: 'First day of the period.' })
  periodStart!: string;

  @Field(() => String, { description: 'Last day of the period.' })
  periodEnd!: string;

  @Field(() => Int, { description: 'Rent due for the period, in cents.' })
  dueCents!: number;

  @Field(() => Boolean, { description: 'True for a period shorter than a month (prorated by days).' })
  prorated!: boolean;

  @Field(() => Int, { description: 'Paid in the period (by day paid), in cents.' })
  paidCents!: number;

  @Field(() => Int, { description: 'Due through this period less paid through it, in cents: positive owed, negative paid ahead.' })
  balanceCents!: number;

  @Field(() => Int, { description: 'The balance when owed, else 0.' })
  arrearsCents!: number;

  @Field(() => Int, { description: 'What was paid ahead, else 0.' })
  creditCents!: number;

  @Field(() => [Int], { description: 'The payments counted in this period.' })
  paymentIds!: number[];
}

@ObjectType({ description: "Interest on a last month's rent deposit for one year (Ontario RTA s. 106(6))." })
export class DepositInterestYear {
  @Field(() => String, { description: "The tenancy's anniversary on which it is owed." })
  anniversary!: string;

  @Field(() => Int, { description: "The guideline's year." })
  year!: number;

  @Field(() => Float, { nullable: true, description: 'The guideline in per cent; null when none is published for the year.' })
  percent!: number | null;

  @Field(() => Int, { description: 'The deposit, in cents.' })
  depositCents!: number;

  @Field(() => Int, { nullable: true, description: 'The interest owed, in cents; null without a guideline.' })
  interestCents!: number | null;
}

@ObjectType({ description: "A lease's rent ledger, from its start to today in the listing's province." })
export class RentLedger implements Omit<RentLedgerView, 'periods' | 'payments' | 'depositInterest'> {
  @Field(() => Int, { description: 'The lease.' })
  leaseId!: number;

  @Field(() => Int, { description: 'Monthly rent in cents.' })
  monthlyRentCents!: number;

  @Field(() => Int, { description: 'Day of the month the rent is due (in a shorter month, its last day).' })
  rentDueDay!: number;

  @Field(() => String, { description: 'The day the ledger is computed for (YYYY-MM-DD).' })
  today!: string;

  @Field(() => [RentLedgerPeriod], { description: 'Each period whose rent has fallen due, oldest first.' })
  periods!: RentLedgerPeriod[];

  @Field(() => [RentPayment], { description: 'Every payment recorded, oldest first.' })
  payments!: RentPayment[];

  @Field(() => Int, { description: 'Everything due so far, in cents.' })
  totalDueCents!: number;

  @Field(() => Int, { description: 'Everything paid, in cents.' })
  totalPaidCents!: number;

  @Field(() => Int, { description: 'Due less paid, in cents: positive owed, negative paid ahead.' })
  balanceCents!: number;

  @Field(() => Int, { description: 'Owed today, in cents.' })
  arrearsCents!: number;

  @Field(() => Int, { description: 'Paid ahead today, in cents.' })
  creditCents!: number;

  @Field(() => String, { nullable: true, description: 'The next due day after today; null once the lease has ended.' })
  nextDueDate!: string | null;

  @Field(() => [DepositInterestYear], { description: "Interest on the last month's rent deposit per anniversary (Ontario); empty elsewhere or without one." })
  depositInterest!: DepositInterestYear[];

  @Field(() => Boolean, { description: 'Whether you may record payments (the landlord of a lease in force or ended).' })
  canRecord!: boolean;
}

@ObjectType({ description: "Revenu Québec's number of a dwelling, as its landlord entered it." })
export class QuebecDwelling {
  @Field(() => Int, { description: 'The listing.' })
  propertyId!: number;

  @Field(() => String, { description: 'The dwelling number (box A of the RL-31).' })
  dwellingNumber!: string;
}
