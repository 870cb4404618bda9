import { Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArg, InputArg, PropertyIdArg, type InputData } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { Lease } from './lease.entity.js';
import type { LeaseView } from './lease-view.js';
import { CreateLeaseInput, LeaseBooking, LeaseRenewalInput, LeaseRenewalTerms } from './lease.types.js';
import type { LeaseInvitationService } from './lease-invitation.service.js';
import type { LeaseService } from './lease.service.js';

@Resolver(() => LeaseBooking)
export class LeaseResolver {
  constructor(private readonly services: { leaseInvitations: LeaseInvitationService; leases: LeaseService }) {}

  @Query(() => [LeaseBooking], { description: "A property's leases (booking view; full leases for their parties and admins)." })
  leasesForProperty(
    @PropertyIdArg('The property whose leases to list.') propertyId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LeaseView[]> {
    return this.services.leases.listForProperty(ctx, propertyId);
  }

  @Query(() => [Lease], { description: 'Leases naming you as the tenant (by account, or by email once you verified it), newest first.' })
  myLeases(@Ctx() ctx: GraphQLContext): Promise<Lease[]> {
    return this.services.leases.myTenantLeases(ctx);
  }

  @Query(() => [Lease], { description: 'Leases of your properties as a landlord, newest first.' })
  landlordLeases(@Ctx() ctx: GraphQLContext): Promise<Lease[]> {
    return this.services.leases.myLandlordLeases(ctx);
  }

  @Query(() => [Lease], { description: 'Every lease, newest first (administrators only).' })
  allLeases(@Ctx() ctx: GraphQLContext): Promise<Lease[]> {
    return this.services.leases.listForLandlord(ctx, 'all');
  }

  @Mutation(() => Lease, { description: 'Create a pending lease for one of your properties (landlords).' })
  createLease(@InputArg(CreateLeaseInput, 'The lease to create.') input: InputData, @Ctx() ctx: GraphQLContext): Promise<Lease> {
    return this.services.leases.create(ctx, input);
  }

  @Query(() => LeaseRenewalTerms, { description: "What a renewal of your lease would be: its first day, the rent in force and the highest lawful rent (the lease's landlord)." })
  leaseRenewalTerms(@IdArg('The lease to renew.') id: number, @Ctx() ctx: GraphQLContext): Promise<LeaseRenewalTerms> {
    return this.services.leases.renewalTerms(ctx, id);
  }

  @Mutation(() => Lease, { description: 'Offer the tenant of your active (or ended) lease a renewal: a new pending lease starting the day after its end.' })
  offerLeaseRenewal(
    @IdArg('The lease to renew.') id: number,
    @InputArg(LeaseRenewalInput, 'The renewal.') input: InputData,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Lease> {
    return this.services.leases.offerRenewal(ctx, id, input);
  }

  @Mutation(() => Lease, { description: 'Accept a pending lease addressed to you (tenants with a verified email); it becomes active.' })
  acceptLease(@IdArg('The pending lease.') id: number, @Ctx() ctx: GraphQLContext): Promise<Lease> {
    return this.services.leaseInvitations.accept(ctx, id);
  }

  @Mutation(() => Lease, { description: 'Decline a pending lease addressed to you; it becomes declined and frees its dates.' })
  declineLease(@IdArg('The pending lease.') id: number, @Ctx() ctx: GraphQLContext): Promise<Lease> {
    return this.services.leaseInvitations.decline(ctx, id);
  }

  @Mutation(() => Lease, { description: 'Withdraw a pending lease you offered (landlords); it becomes withdrawn and frees its dates.' })
  withdrawLease(@IdArg('The pending lease.') id: number, @Ctx() ctx: GraphQLContext): Promise<Lease> {
    return this.services.leaseInvitations.withdraw(ctx, id);
  }

  @FieldResolver(() => Lease, { nullable: true })
  lease(@Root() view: LeaseView): Lease | null {
    return view instanceof Lease ? view : null;
  }
}
