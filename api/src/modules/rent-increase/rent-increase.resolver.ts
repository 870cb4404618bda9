import { Arg, Ctx, Float, Int, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg, InputArg, type InputData } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { RentGuideline } from './rent-guideline.entity.js';
import type { RentGuidelineService } from './rent-guideline.service.js';
import { RentIncrease } from './rent-increase.entity.js';
import type { RentIncreaseService } from './rent-increase.service.js';
import { ProposeRentIncreaseInput, RentGuidelineInput, RentIncreaseCheckResult } from './rent-increase.types.js';

/** Rent increases and the admins' guidelines over GraphQL; the rules are the services'. */
@Resolver(() => RentIncrease)
export class RentIncreaseResolver {
  constructor(private readonly services: { rentIncreases: RentIncreaseService; rentGuidelines: RentGuidelineService }) {}

  @Query(() => [RentIncrease], { description: "A lease's rent increases, newest first (its landlord, its tenant, admins)." })
  rentIncreases(@Arg('leaseId', () => Int, { description: 'The lease.' }) leaseId: number, @Ctx() ctx: GraphQLContext): Promise<RentIncrease[]> {
    return this.services.rentIncreases.list(ctx, leaseId);
  }

  @Query(() => RentIncreaseCheckResult, { description: "The lease's landlord: the lawful limits of an increase, and the refusal a proposal would get (the form's live check)." })
  rentIncreaseCheck(
    @Arg('leaseId', () => Int, { description: 'The lease.' }) leaseId: number,
    @Ctx() ctx: GraphQLContext,
    @Arg('newRent', () => Float, { nullable: true, description: 'The proposed monthly rent in CAD.' }) newRent?: number | null,
    @Arg('effectiveDate', () => String, { nullable: true, description: 'The proposed day it takes effect (YYYY-MM-DD).' }) effectiveDate?: string | null,
  ): Promise<RentIncreaseCheckResult> {
    return this.services.rentIncreases.check(ctx, leaseId, {
      ...(newRent == null ? {} : { newRent }),
      ...(effectiveDate == null ? {} : { effectiveDate }),
    });
  }

  @Mutation(() => RentIncrease, { description: "The lease's landlord gives notice of a rent increase, checked against the province's rules (refusals: RENT_INCREASE_TOO_SOON, RENT_INCREASE_NOTICE_TOO_SHORT, RENT_INCREASE_ABOVE_GUIDELINE, GUIDELINE_NOT_PUBLISHED)." })
  proposeRentIncrease(
    @Arg('leaseId', () => Int, { description: 'The lease.' }) leaseId: number,
    @InputArg(ProposeRentIncreaseInput, 'The new rent and the day it takes effect.') input: InputData,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RentIncrease> {
    return this.services.rentIncreases.propose(ctx, leaseId, input);
  }

  @Mutation(() => RentIncrease, { description: "Québec: the lease's tenant accepts or refuses a notice of rent increase within one month." })
  answerRentIncrease(@IdArg('The rent increase.') id: number, @Arg('accept', () => Boolean, { description: 'True to accept, false to refuse.' }) accept: boolean, @Ctx() ctx: GraphQLContext): Promise<RentIncrease> {
    return this.services.rentIncreases.respond(ctx, id, { accept });
  }

  @Query(() => [RentGuideline], { description: 'Admins: every rent increase guideline, by province and year (newest first).' })
  rentGuidelines(@Ctx() ctx: GraphQLContext): Promise<RentGuideline[]> {
    return this.services.rentGuidelines.list(ctx);
  }

  @Mutation(() => RentGuideline, { description: "Admins: set a province's guideline for a year (ON, BC, MB, PE)." })
  setRentGuideline(
    @Arg('province', () => String, { description: 'Province code.' }) province: string,
    @Arg('year', () => Int, { description: 'The year the increases it caps take effect.' }) year: number,
    @InputArg(RentGuidelineInput, 'The figure and its source.') input: InputData,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RentGuideline> {
    return this.services.rentGuidelines.put(ctx, { province, year }, input);
  }
}
