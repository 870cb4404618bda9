import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArg, PropertyIdArg } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { graphqlInput } from '../../common/graphql-input.js';
import { User, userById } from '../user/index.js';
import type { ViewingService } from './viewing.service.js';
import { ViewingBookingView, ViewingNotice, ViewingSlotInput, ViewingSlotView } from './viewing.types.js';

@Resolver(() => ViewingBookingView)
export class ViewingResolver {
  constructor(private readonly services: { viewings: ViewingService }) {}

  @Query(() => [ViewingSlotView], { description: "A listing's future viewing slots with free places (and yours); its owner sees all, with who booked." })
  viewingSlots(@PropertyIdArg('The listing.') propertyId: number, @Ctx() ctx: GraphQLContext): Promise<ViewingSlotView[]> {
    return this.services.viewings.listSlots(ctx, propertyId);
  }

  @Query(() => [ViewingBookingView], { description: 'Your viewing bookings: as the tenant who booked and as the owner of the listing, soonest first.' })
  myViewingBookings(
    @Arg('propertyId', () => Int, { nullable: true, description: "Only this listing's." }) propertyId: number | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewingBookingView[]> {
    return this.services.viewings.listBookings(ctx, propertyId == null ? {} : { propertyId });
  }

  @Query(() => ViewingNotice, { description: "The notice a tenant living in your listing must get before a showing (the province's law), for the slot form." })
  viewingNotice(@PropertyIdArg('One of your listings.') propertyId: number, @Ctx() ctx: GraphQLContext): Promise<ViewingNotice> {
    return this.services.viewings.notice(ctx, propertyId);
  }

  @Mutation(() => [ViewingSlotView], { description: 'Offer viewing times on your listing: one, or one a week up to a day.' })
  addViewingSlots(
    @PropertyIdArg('One of your listings.') propertyId: number,
    @Arg('input', () => ViewingSlotInput, { description: 'The time, length, places and weekly pattern.' }) input: ViewingSlotInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewingSlotView[]> {
    return this.services.viewings.addSlots(ctx, propertyId, graphqlInput(input));
  }

  @Mutation(() => Boolean, { description: 'Remove a viewing slot of your listing; its bookings are cancelled and each tenant told.' })
  async deleteViewingSlot(@IdArg('The slot.') id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.services.viewings.deleteSlot(ctx, id);
    return true;
  }

  @Mutation(() => ViewingBookingView, { description: 'Book a place in a viewing slot (tenants); a full slot answers SLOT_FULL.' })
  bookViewing(
    @Arg('slotId', () => Int, { description: 'The slot.' }) slotId: number,
    @Arg('message', () => String, { nullable: true, description: 'A note to the landlord (up to 1,000 characters).' }) message: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewingBookingView> {
    return this.services.viewings.book(ctx, slotId, message == null ? {} : { message });
  }

  @Mutation(() => ViewingBookingView, { description: 'Cancel a viewing booking, as its tenant or as the listing’s owner; the other side is told.' })
  cancelViewingBooking(
    @IdArg('The booking.') id: number,
    @Arg('reason', () => String, { nullable: true, description: 'Why (up to 500 characters).' }) reason: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewingBookingView> {
    return this.services.viewings.cancel(ctx, id, reason == null ? {} : { reason });
  }

  @FieldResolver(() => User, { nullable: true, description: 'The tenant who booked (name; contact fields per the User rules).' })
  tenant(@Root() booking: ViewingBookingView, @Ctx() ctx: GraphQLContext): Promise<User | null> {
    return userById(ctx).load(booking.tenantId);
  }
}
