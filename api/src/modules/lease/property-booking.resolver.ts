import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { PropertyListing } from '../property/index.js';
import type { LeaseView } from './lease-view.js';
import { bookingStateById } from './lease.loaders.js';
import { LeaseBooking } from './lease.types.js';
import type { LeaseService } from './lease.service.js';

/** Property.isBooked and Property.currentLease (docs/product.md#property-card), batched: one lease query per request, whatever the list size. */
@Resolver(() => PropertyListing)
export class PropertyBookingResolver {
  constructor(private readonly services: { leases: LeaseService }) {}

  @FieldResolver(() => Boolean, { description: 'Booked: a lease is pending, or active with today between its start and end.' })
  async isBooked(@Root() property: { id: number }, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return (await bookingStateById(ctx, this.services.leases).load(property.id)).isBooked;
  }

  @FieldResolver(() => LeaseBooking, {
    nullable: true,
    description: 'The first lease that is pending, or active with today between its start and end.',
  })
  async currentLease(@Root() property: { id: number }, @Ctx() ctx: GraphQLContext): Promise<LeaseView | null> {
    return (await bookingStateById(ctx, this.services.leases).load(property.id)).currentLease;
  }
}
