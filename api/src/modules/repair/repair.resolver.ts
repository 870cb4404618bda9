import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { graphqlInput } from '../../common/graphql-input.js';
import type { RepairStatus } from '../../contracts/index.js';
import type { RepairService } from './repair.service.js';
import { RepairCommentView, RepairRequestDetail, RepairRequestInput, RepairRequestView, RepairStatusEnum } from './repair.types.js';

/** The same rules as the REST routes: each field calls one RepairService method. */
@Resolver(() => RepairRequestView)
export class RepairResolver {
  constructor(private readonly services: { repairs: RepairService }) {}

  @Query(() => [RepairRequestView], {
    description: "Your repair requests: a tenant's own, a landlord's for their properties; emergencies first, then the oldest.",
  })
  myRepairRequests(
    @Arg('propertyId', () => Int, { nullable: true, description: "Only this property's." }) propertyId: number | null | undefined,
    @Arg('waiting', () => Boolean, { nullable: true, description: 'Only those still waiting on the landlord (not resolved or closed).' })
    waiting: boolean | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RepairRequestView[]> {
    return this.services.repairs.list(ctx, {
      ...(propertyId == null ? {} : { propertyId: String(propertyId) }),
      ...(waiting == null ? {} : { waiting: String(waiting) }),
    });
  }

  @Query(() => RepairRequestDetail, { description: 'One repair request with its timeline and thread (its two parties and admins).' })
  repairRequest(@IdArg('The request.') id: number, @Ctx() ctx: GraphQLContext): Promise<RepairRequestDetail> {
    return this.services.repairs.get(ctx, id);
  }

  @Mutation(() => RepairRequestDetail, { description: 'Ask for a repair on your lease (its tenant; from acceptance until 30 days after its end).' })
  fileRepairRequest(
    @Arg('leaseId', () => Int, { description: 'The lease.' }) leaseId: number,
    @Arg('input', () => RepairRequestInput, { description: 'What needs repairing.' }) input: RepairRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RepairRequestDetail> {
    return this.services.repairs.file(ctx, leaseId, graphqlInput(input));
  }

  @Mutation(() => RepairRequestDetail, {
    description: 'Move a repair request: the landlord open → acknowledged → scheduled → in_progress → resolved; the tenant closes or reopens a resolved one.',
  })
  moveRepairRequest(
    @IdArg('The request.') id: number,
    @Arg('status', () => RepairStatusEnum, { description: 'The new status.' }) status: RepairStatus,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RepairRequestDetail> {
    return this.services.repairs.move(ctx, id, { status });
  }

  @Mutation(() => RepairCommentView, { description: 'Comment on a repair request, with photos (its two parties).' })
  commentOnRepairRequest(
    @IdArg('The request.') id: number,
    @Arg('body', () => String, { description: 'The comment (1 to 2,000 characters).' }) body: string,
    @Arg('photos', () => [String], { nullable: true, description: 'Content ids of photos you uploaded (purpose private-image).' }) photos: string[] | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RepairCommentView> {
    return this.services.repairs.comment(ctx, id, photos == null ? { body } : { body, photos });
  }
}
