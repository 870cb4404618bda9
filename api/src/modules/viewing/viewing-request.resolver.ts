import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArg, PropertyIdArg } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { graphqlInput } from '../../common/graphql-input.js';
import { User, userById } from '../user/index.js';
import type { ViewingRequestService } from './viewing-request.service.js';
import { ViewingRequestResult, ViewingRequestView, ViewingSlotInput } from './viewing.types.js';

@Resolver(() => ViewingRequestView)
export class ViewingRequestResolver {
  constructor(private readonly services: { viewingRequests: ViewingRequestService }) {}

  @Mutation(() => ViewingRequestResult, {
    description: "Ask a property's owner for a viewing (tenants; once per property every 24 hours), proposing up to three times and a message.",
  })
  requestViewing(
    @PropertyIdArg('The property to view.') propertyId: number,
    @Arg('proposedTimes', () => [String], { nullable: true, description: "Up to three distinct future starts, ISO 8601 instants with their zone, between 8:00 and 20:00 on the listing's clock." })
    proposedTimes: string[] | null | undefined,
    @Arg('message', () => String, { nullable: true, description: 'A note to the owner (up to 1,000 characters).' }) message: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewingRequestResult> {
    return this.services.viewingRequests.request(ctx, { propertyId, proposedTimes, message });
  }

  @Query(() => [ViewingRequestView], { description: 'Your viewing requests: as the tenant who asked and as the owner of the listing, newest first.' })
  myViewingRequests(
    @Arg('propertyId', () => Int, { nullable: true, description: "Only this listing's." }) propertyId: number | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewingRequestView[]> {
    return this.services.viewingRequests.list(ctx, propertyId == null ? {} : { propertyId });
  }

  @Mutation(() => ViewingRequestView, { description: 'Accept one of the times a tenant proposed (the listing’s owner): it becomes a booked viewing.' })
  acceptViewingRequest(
    @IdArg('The request.') id: number,
    @Arg('time', () => String, { description: 'One of its proposed times (an ISO 8601 instant).' }) time: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewingRequestView> {
    return this.services.viewingRequests.accept(ctx, id, { time });
  }

  @Mutation(() => ViewingRequestView, { description: 'Answer a viewing request with viewing times on the listing (its owner); the tenant books one.' })
  offerViewingSlots(
    @IdArg('The request.') id: number,
    @Arg('input', () => ViewingSlotInput, { description: 'The times, as the slot form gives them.' }) input: ViewingSlotInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewingRequestView> {
    return this.services.viewingRequests.offerSlots(ctx, id, graphqlInput(input));
  }

  @Mutation(() => ViewingRequestView, { description: 'Decline a viewing request (the listing’s owner); the tenant is told the reason.' })
  declineViewingRequest(
    @IdArg('The request.') id: number,
    @Arg('reason', () => String, { description: 'Why (1 to 500 characters).' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewingRequestView> {
    return this.services.viewingRequests.decline(ctx, id, { reason });
  }

  @Mutation(() => ViewingRequestView, { description: 'Withdraw your viewing request (its tenant) while no time is booked; the owner is told.' })
  withdrawViewingRequest(@IdArg('The request.') id: number, @Ctx() ctx: GraphQLContext): Promise<ViewingRequestView> {
    return this.services.viewingRequests.withdraw(ctx, id);
  }

  @FieldResolver(() => User, { nullable: true, description: 'The tenant who asked (name; contact fields per the User rules).' })
  tenant(@Root() request: ViewingRequestView, @Ctx() ctx: GraphQLContext): Promise<User | null> {
    return userById(ctx).load(request.tenantId);
  }
}
