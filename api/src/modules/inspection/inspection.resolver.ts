import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg, InputArg, type InputData } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { Inspection } from './inspection.entity.js';
import type { InspectionService } from './inspection.service.js';
import { CreateInspectionInput, InspectionSignatureResult, SignInspectionInput } from './inspection.types.js';

/** Condition inspections over GraphQL; the rules are InspectionService's. */
@Resolver(() => Inspection)
export class InspectionResolver {
  constructor(private readonly services: { inspections: InspectionService }) {}

  @Query(() => Inspection, { description: 'One inspection report (the lease’s parties and admins).' })
  inspection(@IdArg('The report.') id: number, @Ctx() ctx: GraphQLContext): Promise<Inspection> {
    return this.services.inspections.get(ctx, id);
  }

  @Query(() => [Inspection], { description: 'The inspection reports of a lease, move-in first (the lease’s parties and admins).' })
  leaseInspections(@Arg('leaseId', () => Int, { description: 'The lease.' }) leaseId: number, @Ctx() ctx: GraphQLContext): Promise<Inspection[]> {
    return this.services.inspections.listForLease(ctx, leaseId);
  }

  @Mutation(() => Inspection, {
    description: "Record a move-in or move-out inspection report of a lease: its landlord, or its tenant where the province lets them (inspection-rules.ts).",
  })
  createInspection(
    @Arg('leaseId', () => Int, { description: 'The lease inspected.' }) leaseId: number,
    @InputArg(CreateInspectionInput, 'The report.') input: InputData,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Inspection> {
    return this.services.inspections.create(ctx, leaseId, input);
  }

  @Mutation(() => InspectionSignatureResult, { description: 'Sign an inspection report as the lease’s landlord or tenant; the second signature seals it.' })
  signInspection(@IdArg('The report to sign.') id: number, @InputArg(SignInspectionInput, 'Your signature.') input: InputData, @Ctx() ctx: GraphQLContext): Promise<InspectionSignatureResult> {
    const origin = { ipAddress: ctx.http?.ip ?? null, userAgent: ctx.http?.userAgent ?? null };
    return this.services.inspections.sign(ctx, id, input, origin);
  }
}
