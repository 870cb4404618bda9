import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { graphqlInput } from '../../common/graphql-input.js';
import { propertyTitleById } from '../property/index.js';
import type { EntryNoticeService } from './entry-notice.service.js';
import { EntryNoticeInput, EntryNoticeView, EntryRuleContextView } from './entry-notice.types.js';

/** The same rules as the REST routes: each field calls one EntryNoticeService method. */
@Resolver(() => EntryNoticeView)
export class EntryNoticeResolver {
  constructor(private readonly services: { entryNotices: EntryNoticeService }) {}

  @Query(() => [EntryNoticeView], { description: 'The notices of entry given on a repair request, the soonest first (its two parties and admins).' })
  entryNotices(@Arg('repairRequestId', () => Int, { description: 'The repair request.' }) repairRequestId: number, @Ctx() ctx: GraphQLContext): Promise<EntryNoticeView[]> {
    return this.services.entryNotices.ofRequest(ctx, repairRequestId);
  }

  @Query(() => EntryRuleContextView, { description: "The province and urgency an entry on this repair request follows (its two parties and admins)." })
  entryRuleContext(@Arg('repairRequestId', () => Int, { description: 'The repair request.' }) repairRequestId: number, @Ctx() ctx: GraphQLContext): Promise<EntryRuleContextView> {
    return this.services.entryNotices.ruleContext(ctx, repairRequestId);
  }

  @Query(() => [EntryNoticeView], { description: 'Your entries still to come, as tenant or landlord, the soonest first.' })
  myUpcomingEntries(@Ctx() ctx: GraphQLContext): Promise<EntryNoticeView[]> {
    return this.services.entryNotices.upcoming(ctx);
  }

  @Mutation(() => EntryNoticeView, {
    description: "Give the tenant written notice of entering for a repair request (its landlord): refused with the province's rule and the earliest lawful time when too soon, too far ahead, outside the hours or on an excluded day; emergencies need no notice.",
  })
  giveEntryNotice(
    @Arg('repairRequestId', () => Int, { description: 'The repair request.' }) repairRequestId: number,
    @Arg('input', () => EntryNoticeInput, { description: 'When, how long, why.' }) input: EntryNoticeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<EntryNoticeView> {
    return this.services.entryNotices.give(ctx, repairRequestId, graphqlInput(input));
  }

  @FieldResolver(() => String, { nullable: true, description: "The property's title (null once its listing is gone)." })
  propertyTitle(@Root() notice: EntryNoticeView, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return propertyTitleById(ctx).load(notice.propertyId);
  }
}
