import { Property, type Opt } from '@mikro-orm/core';
import { Field } from 'type-graphql';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { graphqlEnum } from '../../common/graphql-enum.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../../contracts/index.js';

export const PaymentMethodEnum = graphqlEnum(PAYMENT_METHODS, 'PaymentMethod', 'How a tenant paid rent.', {
  'e-transfer': 'Interac e-Transfer.',
  cheque: 'A cheque.',
  cash: 'Cash.',
  other: 'Any other way.',
});

/** A payment of rent the landlord recorded on a lease (docs/rent-ledger.md). */
@Table('rent_payments', {
  description: 'A payment of rent the landlord recorded on a lease.',
  id: 'Payment id (the receipt number).',
  createdAt: 'When the landlord recorded it.',
})
export class RentPayment extends Row {
  @Column('integer', { field: 'The lease it was paid under.' })
  leaseId!: number;

  @Column('integer', { field: 'The amount in cents (CAD).' })
  amountCents!: number;

  @Column('date', { field: 'The day it was paid (YYYY-MM-DD).' })
  paidOn!: string;

  @EnumColumn(PAYMENT_METHODS, { graphqlType: PaymentMethodEnum, field: 'How it was paid.' })
  method!: PaymentMethod;

  @Column('text', { nullable: true, field: "The landlord's note, if any." })
  note: string | null = null;

  @Column('integer', { field: 'The landlord account that recorded it.' })
  recordedBy!: number;

  /** The receipt's address (both parties may download it). */
  @Property({ persist: false, getter: true })
  @Field(() => String, { description: 'The address of its PDF receipt (GET; the lease\'s parties and admins).' })
  get receiptPath(): Opt<string> {
    return `/api/payments/${this.id}/receipt`;
  }
}

/** Revenu Québec's number of a dwelling (box A of the RL-31), entered once by its landlord. */
@Table('quebec_dwelling_numbers')
export class QuebecDwellingNumber extends Row {
  @Column('integer')
  propertyId!: number;

  @Column('text')
  dwellingNumber!: string;

  @Column('integer')
  setBy!: number;
}

/** One anniversary's deposit interest, told to both parties once (the daily job may run again). */
@Table('rent_deposit_interest_notices')
export class DepositInterestNotice extends Row {
  @Column('integer')
  leaseId!: number;

  @Column('date')
  anniversary!: string;

  @Column('integer')
  interestCents!: number;
}
