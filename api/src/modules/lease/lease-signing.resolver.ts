import { Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { IdArg, InputArg, type InputData } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { Lease } from './lease.entity.js';
import { LeaseSignatureSummary } from './lease-signature.entity.js';
import type { LeaseSigningService } from './lease-signing.service.js';
import { LeaseSignatureResult, SignLeaseInput } from './lease-signing.types.js';
import { signaturesByLeaseId } from './lease.loaders.js';

/** Signing a lease over GraphQL, and Lease.signatures (batched); the rules are LeaseSigningService's. */
@Resolver(() => Lease)
export class LeaseSigningResolver {
  constructor(private readonly services: { leaseSigning: LeaseSigningService }) {}

  @FieldResolver(() => [LeaseSignatureSummary], { description: 'Who signed the lease, as what and when, oldest first (empty until someone signs).' })
  async signatures(@Root() lease: Lease, @Ctx() ctx: GraphQLContext): Promise<LeaseSignatureSummary[]> {
    return lease.signatures ?? signaturesByLeaseId(ctx).load(lease.id);
  }

  @Mutation(() => LeaseSignatureResult, {
    description:
      'Sign a lease as its landlord or tenant (pending or active leases). The second signature seals it: the signed PDF is stored and its cid set on the lease.',
  })
  signLease(@IdArg('The lease to sign.') id: number, @InputArg(SignLeaseInput, 'Your signature.') input: InputData, @Ctx() ctx: GraphQLContext): Promise<LeaseSignatureResult> {
    const origin = { ipAddress: ctx.http?.ip ?? null, userAgent: ctx.http?.userAgent ?? null };
    return this.services.leaseSigning.sign(ctx, id, input, origin);
  }
}
