import { Field, InputType, Int } from 'type-graphql';
import type { DeductionKind } from '../../contracts/index.js';
import { DeductionKindEnum } from './deposit-return.entity.js';

@InputType({ description: 'One deduction from the deposits held.' })
export class DepositDeductionInput {
  @Field(() => String, { description: 'What it is for (1 to 200 characters).' })
  reason!: string;

  @Field(() => Int, { description: 'Amount in whole CAD, above zero.' })
  amount!: number;

  @Field(() => DeductionKindEnum, { nullable: true, description: 'damage, cleaning, rent or other (the default).' })
  kind?: DeductionKind | null;
}

@InputType({ description: "The landlord's statement of a lease's deposit return." })
export class DepositReturnInput {
  @Field(() => [DepositDeductionInput], { nullable: true, description: 'The deductions; none returns the whole deposit.' })
  deductions?: DepositDeductionInput[] | null;

  @Field(() => String, { nullable: true, description: "The day the tenant moved out (YYYY-MM-DD); the lease's end date when not given." })
  movedOutOn?: string | null;
}
