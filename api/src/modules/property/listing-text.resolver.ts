import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { ProvinceEnum } from './property.entity.js';
import type { ListingTextCheck, ListingTextService } from './listing-text.js';
import { ListingTextCheckView } from './listing-text.types.js';

/** checkListingText: the screening of POST /api/listing-text/check over GraphQL. */
@Resolver()
export class ListingTextResolver {
  constructor(private readonly services: { listingText: ListingTextService }) {}

  @Query(() => ListingTextCheckView, {
    description: 'Signed-in users: screens a listing text (up to a description’s length) for discriminatory wording, as create and edit do.',
  })
  checkListingText(
    @Arg('text', () => String, { description: 'The text to screen.' }) text: string,
    @Arg('province', () => ProvinceEnum, { nullable: true, description: "The listing's province: Québec allows no shared-home exception in a public ad." })
    province: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ListingTextCheck> {
    return this.services.listingText.check(ctx, { text, province: province ?? undefined });
  }
}
