import { Arg, Ctx, Field, FieldResolver, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { IdArg, InputArg, PropertyIdArg, type InputData } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import type { ApplicationDecision } from '../../contracts/index.js';
import { ApplicationAccess } from './application-access.entity.js';
import { ApplicationDecisionEnum, LeaseDraft, RentalProfile, RentalProfileInputType } from './application.types.js';
import { RentalApplication } from './rental-application.entity.js';
import type { RentalApplicationService } from './rental-application.service.js';
import type { RentalProfileService } from './rental-profile.service.js';

@ObjectType({ description: 'The answer of a deletion.' })
class DeletedApplication {
  @Field(() => Boolean, { description: 'Always true: the application, its snapshot and its access log are gone.' })
  success!: boolean;
}

@Resolver(() => RentalApplication)
export class ApplicationResolver {
  constructor(private readonly services: { rentalProfiles: RentalProfileService; applications: RentalApplicationService }) {}

  @Query(() => RentalProfile, { description: 'Your rental profile (tenants); empty until first saved.' })
  rentalProfile(@Ctx() ctx: GraphQLContext): Promise<RentalProfile> {
    return this.services.rentalProfiles.get(ctx);
  }

  @Mutation(() => RentalProfile, { description: 'Save (replace) your rental profile (tenants). No Social Insurance Number is accepted anywhere.' })
  saveRentalProfile(@InputArg(RentalProfileInputType, 'The whole profile.', ['employer', 'jobTitle', 'monthlyIncome', 'householdSize', 'pets', 'moveInDate', 'introduction']) input: InputData, @Ctx() ctx: GraphQLContext): Promise<RentalProfile> {
    return this.services.rentalProfiles.save(ctx, input);
  }

  @Mutation(() => RentalApplication, { description: 'Apply for a public listing with a snapshot of your rental profile (tenants); consent must be true.' })
  applyToProperty(
    @PropertyIdArg('The listing.') propertyId: number,
    @Arg('consent', () => Boolean, { description: 'You agree to share your rental profile with this landlord for this listing.' }) consent: boolean,
    @Arg('message', () => String, { nullable: true, description: 'A message to the landlord.' }) message: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RentalApplication> {
    return this.services.applications.apply(ctx, propertyId, { consent, ...(message === null || message === undefined ? {} : { message }) });
  }

  @Query(() => [RentalApplication], { description: "A listing's applications, newest first (its landlord only; each read is logged for the tenant)." })
  propertyApplications(@PropertyIdArg('The listing.') propertyId: number, @Ctx() ctx: GraphQLContext): Promise<RentalApplication[]> {
    return this.services.applications.listForProperty(ctx, propertyId);
  }

  @Query(() => [RentalApplication], { description: 'Your applications as a tenant, newest first.' })
  myApplications(@Ctx() ctx: GraphQLContext): Promise<RentalApplication[]> {
    return this.services.applications.mine(ctx);
  }

  @Mutation(() => RentalApplication, { description: "Shortlist, decline or accept an application to your listing; declined and accepted are final." })
  decideApplication(
    @IdArg('The application.') id: number,
    @Arg('decision', () => ApplicationDecisionEnum, { description: 'The decision.' }) decision: ApplicationDecision,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RentalApplication> {
    return this.services.applications.decide(ctx, id, { decision });
  }

  @Mutation(() => RentalApplication, { description: 'Withdraw your open application (final).' })
  withdrawApplication(@IdArg('The application.') id: number, @Ctx() ctx: GraphQLContext): Promise<RentalApplication> {
    return this.services.applications.withdraw(ctx, id);
  }

  @Mutation(() => DeletedApplication, { description: 'Delete your application, its snapshot and its access log, at any time.' })
  deleteApplication(@IdArg('The application.') id: number, @Ctx() ctx: GraphQLContext): Promise<DeletedApplication> {
    return this.services.applications.delete(ctx, id);
  }

  @Query(() => [ApplicationAccess], { description: 'Who opened your application and when, oldest first.' })
  applicationAccessLog(@IdArg('The application.') id: number, @Ctx() ctx: GraphQLContext): Promise<ApplicationAccess[]> {
    return this.services.applications.accessLog(ctx, id);
  }

  @FieldResolver(() => String, { nullable: true, description: "The listing's title; null once it is gone." })
  propertyTitle(@Root() application: RentalApplication, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return this.services.applications.propertyTitle(ctx, application);
  }

  @FieldResolver(() => LeaseDraft, { nullable: true, description: 'For the landlord of an accepted application: what Create Lease is prefilled with.' })
  leaseDraft(@Root() application: RentalApplication, @Ctx() ctx: GraphQLContext): Promise<LeaseDraft | null> {
    return this.services.applications.leaseDraft(ctx, application);
  }
}
