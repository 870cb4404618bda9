import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { BROWSE_PAGE_SIZE, type PropertySort } from '../../contracts/index.js';
import { IdArg, InputArg, type InputData } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { graphqlInput } from '../../common/graphql-input.js';
import { isAdmin } from '../../common/actor.js';
import { DomainError } from '../../common/domain-error.js';
import { User, userById } from '../user/index.js';
import { reviewFlagText } from './listing-moderation.js';
import { rentComparisonById, reviewFlagsById } from './property.loaders.js';
import { withModerationReasonFor } from './property.policy.js';
import { PropertyListing } from './property.entity.js';
import type { PropertyRecord } from './property.queries.js';
import type { PlaceSuggestion as PlaceSuggestionRecord, PropertyPage } from './property.service.js';
import { PageArgs, PlaceSuggestion, PropertyConnection, RentComparison, PropertyCreateInput, PropertyFilterInput, PropertySortEnum, PropertyUpdateInput } from './property.types.js';
import type { PropertyService } from './property.service.js';

/** The page arguments as the service takes them: a size (default BROWSE_PAGE_SIZE) and where to continue. */
const pageOf = ({ first, after }: PageArgs) => ({ limit: first ?? BROWSE_PAGE_SIZE, cursor: after ?? undefined });

/**
 * A page as a connection; the cursors are encoded only when a client selects edges. A class and not an object
 * literal with a getter: V8 gives each such literal its own hidden class, kept in old space, which kept every
 * page's rows alive through the next young collection (docs/search.md).
 */
class PageConnection implements PropertyConnection {
  readonly countTotal: () => Promise<number>;
  readonly nodes: PropertyRecord[];
  readonly pageInfo: { hasNextPage: boolean; endCursor: string | null };

  constructor(private readonly page: PropertyPage) {
    this.countTotal = page.totalCount;
    this.nodes = page.items;
    this.pageInfo = { hasNextPage: page.nextCursor !== null, endCursor: page.items.length ? page.cursorOf(page.items.length - 1) : null };
  }

  get edges() {
    return this.page.items.map((node, index) => ({ node, cursor: this.page.cursorOf(index) }));
  }
}

/** Listings. Owners and saved flags are loaded in batches per request (constant queries per page). */
@Resolver(() => PropertyListing)
export class PropertyResolver {
  constructor(private readonly services: { properties: PropertyService }) {}

  @Query(() => PropertyConnection, {
    description: 'Browse listings, newest first unless sorted. Default: the public marketplace (approved and listed). Admins may filter by any status.',
  })
  async properties(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => PropertyFilterInput, { nullable: true, description: 'Browse filter; leave out for the public marketplace.' })
    filter: PropertyFilterInput | undefined,
    @Arg('sort', () => PropertySortEnum, { nullable: true, description: 'Order of the results (default newest); cursors belong to one order.' })
    sort: PropertySort | undefined,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<PropertyConnection> {
    const input = { ...graphqlInput(filter ?? {}), sort: sort ?? undefined, ...pageOf(page) };
    return new PageConnection(await this.services.properties.browse(ctx, input));
  }

  @Query(() => [PlaceSuggestion], {
    description: 'Cities and neighbourhoods for the city box, like the text typed (accents and small typos forgiven), busiest first.',
  })
  placeSuggestions(
    @Arg('q', () => String, { description: "What the visitor typed so far ('mon', 'Torono')." }) q: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaceSuggestionRecord[]> {
    return this.services.properties.suggestPlaces(ctx, { q });
  }

  @Query(() => PropertyConnection, { description: "A landlord's listings: every status for the owner and admins, public ones for others." })
  async ownerProperties(
    @Arg('ownerId', () => Int, { description: "The landlord's user id." }) ownerId: number,
    @Ctx() ctx: GraphQLContext,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<PropertyConnection> {
    return new PageConnection(await this.services.properties.listByOwner(ctx, ownerId, pageOf(page)));
  }

  @Query(() => PropertyListing, { nullable: true, description: 'One listing; null when missing or not visible to the caller.' })
  async property(@IdArg('Listing id.') id: number, @Ctx() ctx: GraphQLContext): Promise<PropertyRecord | null> {
    try {
      return await this.services.properties.get(ctx, id);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  @Mutation(() => PropertyListing, { description: 'List a property (landlords only); it starts pending review.' })
  createProperty(@InputArg(PropertyCreateInput, 'The new listing.') input: InputData, @Ctx() ctx: GraphQLContext): Promise<PropertyRecord> {
    return this.services.properties.create(ctx, input);
  }

  @Mutation(() => PropertyListing, { description: 'Change a listing: fields and visibility by its owner, status by admins.' })
  updateProperty(
    @IdArg('Listing id.') id: number,
    @InputArg(PropertyUpdateInput, 'Fields to change; others are kept.', ['description', 'sqft', 'postalCode', 'firstOccupiedOn']) input: InputData,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PropertyRecord> {
    return this.services.properties.update(ctx, id, input);
  }

  @Mutation(() => Boolean, { description: 'Delete a listing (owner or admin); refused while a pending or active lease exists.' })
  async deleteProperty(@IdArg('Listing id.') id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.services.properties.delete(ctx, id);
    return true;
  }

  @FieldResolver(() => User, { description: 'The landlord (public fields; contact fields per the User rules).' })
  async owner(@Root() property: PropertyRecord, @Ctx() ctx: GraphQLContext): Promise<User> {
    const owner = await userById(ctx).load(property.ownerId);
    if (!owner) throw new DomainError('NOT_FOUND', 'Owner not found');
    return owner;
  }

  @FieldResolver(() => [String], {
    description: "Why the listing awaits a closer admin look (e.g. a photo already used by another landlord's listing); empty for everyone but admins.",
  })
  async reviewFlags(@Root() property: PropertyRecord, @Ctx() ctx: GraphQLContext): Promise<string[]> {
    return isAdmin(ctx.viewer) ? (await reviewFlagsById(ctx).load(property.id)).map((flag) => reviewFlagText(ctx, flag)) : [];
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The administrator's reason for their last decision on the listing (approved, rejected, or hidden after a report); null when none was given, and for everyone but the owner and admins.",
  })
  moderationReason(@Root() property: PropertyRecord, @Ctx() ctx: GraphQLContext): string | null {
    return withModerationReasonFor(ctx.viewer, property).moderationReason;
  }

  @FieldResolver(() => RentComparison, {
    nullable: true,
    description:
      'The rent against the median of the public listings of the same city and bedroom count (docs/rent-report.md); null when fewer than 10 of them. Refreshed with the rent report.',
  })
  async rentComparison(@Root() property: PropertyRecord, @Ctx() ctx: GraphQLContext): Promise<RentComparison | null> {
    // Rows read with PROPERTY_COLUMNS carry it; an entity (another module's relation) is looked up in a batch.
    if (property.rentComparison !== undefined) return property.rentComparison;
    return rentComparisonById(ctx).load(property.id);
  }
}
