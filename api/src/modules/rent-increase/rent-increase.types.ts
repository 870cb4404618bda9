import { Field, Float, InputType, ObjectType } from 'type-graphql';
import type { RentIncreaseCheckResult as CheckResult } from './rent-increase.service.js';

@InputType({ description: 'A rent increase the landlord gives notice of.' })
export class ProposeRentIncreaseInput {
  @Field(() => Float, { description: 'The new monthly rent in CAD, cents allowed (2042.50).' })
  newRent!: number;

  @Field(() => String, { description: 'The day it takes effect (YYYY-MM-DD).' })
  effectiveDate!: string;
}

@InputType({ description: 'A rent increase guideline an admin sets.' })
export class RentGuidelineInput {
  @Field(() => Float, { description: 'The cap in per cent, one decimal (2.1).' })
  percent!: number;

  @Field(() => String, { description: 'Where it was published (the province’s page or release).' })
  source!: string;
}

@ObjectType({ description: 'The lawful limits of a rent increase for a lease, and the refusal a proposal would get (the form’s live check).' })
export class RentIncreaseCheckResult implements CheckResult {
  @Field(() => Boolean, { description: 'True when the proposal (or, without one, the earliest lawful day) is lawful.' })
  ok!: boolean;

  @Field(() => String, { nullable: true, description: 'The refusal code a submit would get: RENT_INCREASE_TOO_SOON, RENT_INCREASE_NOTICE_TOO_SHORT, RENT_INCREASE_ABOVE_GUIDELINE or GUIDELINE_NOT_PUBLISHED.' })
  code!: string | null;

  @Field(() => String, { nullable: true, description: "The refusal's sentence in the caller's language: the rule, and the earliest lawful date or the highest lawful rent." })
  message!: string | null;

  @Field(() => String, { nullable: true, description: 'The earliest day an increase noticed today may take effect (YYYY-MM-DD).' })
  earliestDate!: string | null;

  @Field(() => Float, { nullable: true, description: 'The cap on the chosen day in per cent; null when uncapped or unknown.' })
  capPercent!: number | null;

  @Field(() => Float, { nullable: true, description: 'The highest lawful new rent in CAD on the chosen day; null when uncapped.' })
  highestRent!: number | null;

  @Field(() => String, { nullable: true, description: "Why no cap applies: 'no-cap', 'exempt-new-unit', 'exempt-rent-threshold', 'exempt-new-building'; null when capped." })
  uncapped!: string | null;

  @Field(() => Float, { description: 'The monthly rent in force before the increase, in CAD.' })
  currentRent!: number;

  @Field(() => String, { nullable: true, description: 'Québec: the first day to give notice for the renewal.' })
  noticeFrom!: string | null;

  @Field(() => String, { nullable: true, description: 'Québec: the last day to give notice for the renewal.' })
  noticeUntil!: string | null;

  @Field(() => String, { nullable: true, description: 'Québec: the renewal day, when the increase takes effect.' })
  renewalDate!: string | null;
}
