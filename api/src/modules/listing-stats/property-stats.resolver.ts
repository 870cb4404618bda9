import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { LISTING_STATS_DAYS_DEFAULT } from '../../contracts/index.js';
import { PropertyListing } from '../property/index.js';
import type { ListingStats, ListingStatsService } from './listing-stats.service.js';
import { ListingStatsView } from './listing-stats.types.js';

/** Property.stats: it lives with the statistics, so the property module knows nothing of the modules they count. */
@Resolver(() => PropertyListing)
export class PropertyStatsResolver {
  constructor(private readonly services: { listingStats: ListingStatsService }) {}

  @FieldResolver(() => ListingStatsView, {
    nullable: true,
    description: "Views, saves, inquiries, viewings booked and applications per day: its owner's and admins' only (FORBIDDEN for others).",
  })
  stats(
    @Root() property: { id: number },
    @Arg('days', () => Int, { defaultValue: LISTING_STATS_DAYS_DEFAULT, description: 'How many days back, today included: 1 to 90.' }) days: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ListingStats> {
    return this.services.listingStats.stats(ctx, property.id, { days });
  }
}
