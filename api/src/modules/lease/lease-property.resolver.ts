import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { PropertyListing } from '../property/index.js';
import { User, userById } from '../user/index.js';
import { Lease } from './lease.entity.js';
import type { LeaseService } from './lease.service.js';

/** Lease.property and Lease.landlord: My Rentals (docs/product.md#dashboard) and the admin's lease table without one request per lease. */
@Resolver(() => Lease)
export class LeasePropertyResolver {
  constructor(private readonly services: { leases: LeaseService }) {}

  @FieldResolver(() => PropertyListing, {
    nullable: true,
    description: "The leased property; null when it is gone. The lease's parties see it even when it is not listed.",
  })
  property(@Root() lease: Lease, @Ctx() ctx: GraphQLContext): Promise<PropertyListing | null> {
    return this.services.leases.propertyOf(ctx, lease);
  }

  @FieldResolver(() => User, { nullable: true, description: 'The landlord (name; contact fields per the User rules).' })
  landlord(@Root() lease: Lease, @Ctx() ctx: GraphQLContext): Promise<User | null> {
    return userById(ctx).load(lease.landlordId);
  }
}
