import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { InputArg, type InputData } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { DepositReturn } from './deposit-return.entity.js';
import type { DepositReturnService } from './deposit-return.service.js';
import { DepositReturnInput } from './deposit-return.types.js';

const LeaseIdArg = (description: string) => Arg('leaseId', () => Int, { description });

/** The deposit's return over GraphQL; the rules are DepositReturnService's. */
@Resolver(() => DepositReturn)
export class DepositReturnResolver {
  constructor(private readonly services: { depositReturns: DepositReturnService }) {}

  @Query(() => DepositReturn, { nullable: true, description: "A lease's deposit return, for its parties and admins; null until the landlord makes it." })
  depositReturn(@LeaseIdArg('The lease.') leaseId: number, @Ctx() ctx: GraphQLContext): Promise<DepositReturn | null> {
    return this.services.depositReturns.find(ctx, leaseId);
  }

  @Mutation(() => DepositReturn, {
    description:
      "The landlord returns an active or ended lease's deposit: the itemized deductions (within what is held and the province's rules) and the move-out day; once per lease. The tenant is told in-app and by email.",
  })
  returnDeposit(@LeaseIdArg('The lease.') leaseId: number, @InputArg(DepositReturnInput, 'The statement.') input: InputData, @Ctx() ctx: GraphQLContext): Promise<DepositReturn> {
    return this.services.depositReturns.create(ctx, leaseId, input);
  }
}
