import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { InputArg, type InputData } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { RentPayment } from './rent-payment.entity.js';
import type { RentLedgerView, RentService } from './rent.service.js';
import { QuebecDwelling, RentLedger, RentPaymentInput } from './rent.types.js';

const LeaseIdArg = (description: string) => Arg('leaseId', () => Int, { description });

/** The rent ledger over GraphQL; the rules are RentService's. The PDFs are REST downloads (receiptPath and the routes). */
@Resolver(() => RentLedger)
export class RentResolver {
  constructor(private readonly services: { rent: RentService }) {}

  @Query(() => RentLedger, { description: "A lease's rent ledger (its landlord, its tenant, admins)." })
  rentLedger(@LeaseIdArg('The lease.') leaseId: number, @Ctx() ctx: GraphQLContext): Promise<RentLedgerView> {
    return this.services.rent.ledger(ctx, leaseId);
  }

  @Query(() => String, { nullable: true, description: "Revenu Québec's number of the lease's dwelling (Québec), or null until entered." })
  quebecDwellingNumber(@LeaseIdArg('The lease.') leaseId: number, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return this.services.rent.dwellingNumber(ctx, leaseId);
  }

  @Mutation(() => RentPayment, { description: 'Record a payment of rent on your lease (its landlord only).' })
  recordRentPayment(
    @LeaseIdArg('The lease.') leaseId: number,
    @InputArg(RentPaymentInput, 'The payment.') input: InputData,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RentPayment> {
    return this.services.rent.recordPayment(ctx, leaseId, input);
  }

  @Mutation(() => QuebecDwelling, { description: "Enter Revenu Québec's dwelling number of your Québec lease's dwelling (its landlord only)." })
  setQuebecDwellingNumber(
    @LeaseIdArg('The lease.') leaseId: number,
    @Arg('dwellingNumber', () => String, { description: 'The number Revenu Québec gave the dwelling.' }) dwellingNumber: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<QuebecDwelling> {
    return this.services.rent.setDwellingNumber(ctx, leaseId, { dwellingNumber });
  }
}
