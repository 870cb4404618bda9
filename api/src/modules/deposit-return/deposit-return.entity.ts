import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Row, Table } from '../../common/columns.js';
import { graphqlEnum } from '../../common/graphql-enum.js';
import { DEDUCTION_KINDS, type DeductionKind, type Province } from '../../contracts/index.js';
import { ProvinceEnum } from '../property/index.js';

export const DeductionKindEnum = graphqlEnum(DEDUCTION_KINDS, 'DeductionKind', 'What a deduction from a deposit is for.', {
  damage: 'Damage beyond normal wear and tear (some provinces need a signed move-in report).',
  cleaning: 'Cleaning the unit was left needing.',
  rent: 'Rent left unpaid.',
  other: 'Anything else (unreturned keys, say).',
});

@ObjectType({ description: 'One deduction from the deposits held, as the landlord itemized it.' })
export class DepositDeduction {
  @Field(() => String, { description: 'What it is for.' })
  reason!: string;

  @Field(() => Int, { description: 'Amount in whole CAD.' })
  amount!: number;

  @Field(() => DeductionKindEnum, { description: 'damage, cleaning, rent or other.' })
  kind!: DeductionKind;
}

/**
 * The deposit's return at the end of a lease (docs/deposit-return.md): the itemized statement the landlord gave the
 * tenant, once per lease. Amounts are fixed when it is made (the lease's deposits could not change after anyway);
 * the PDF is rendered from this row, its creation date included, so the same statement gives the same bytes.
 */
@Table('deposit_returns', {
  description: "A lease's deposit return: what was held, each deduction, what is returned and by when.",
  id: 'Statement id.',
  createdAt: 'When the landlord made the statement.',
})
export class DepositReturn extends Row {
  @Column('integer', { unique: true, field: 'The lease whose deposits are returned.' })
  leaseId!: number;

  @Column('integer', { field: 'The landlord who made the statement.' })
  landlordId!: number;

  @Column('text', { graphqlType: ProvinceEnum, field: "The listing's province, whose rule set the deadline." })
  province!: Province;

  @Column('date', { field: 'The day the tenant moved out (YYYY-MM-DD); the deadline counts from it.' })
  movedOutOn!: string;

  @Column('date', { nullable: true, field: "Last day to return the deposit under the province's rule; null where the rule sets none we could confirm." })
  deadline: string | null = null;

  @Column('integer', { field: 'Deposits held that deductions may come from, in whole CAD.' })
  held!: number;

  @Column('integer', { field: "Ontario: the last month's rent deposit applied to the last month's rent (not returned); 0 elsewhere." })
  appliedToLastMonth!: number;

  @Column('json', { graphqlType: [DepositDeduction], field: 'The deductions, in the order given.' })
  deductions!: DepositDeduction[];

  @Column('integer', { field: 'Sum of the deductions, in whole CAD.' })
  deducted!: number;

  @Column('integer', { field: 'What is returned to the tenant: held minus deducted, in whole CAD.' })
  returned!: number;
}
