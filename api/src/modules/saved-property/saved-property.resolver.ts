import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { PropertyIdArg } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { PropertyListing, type PropertyRecord } from '../property/index.js';
import type { SavedPropertyService } from './saved-property.service.js';

@Resolver()
export class SavedPropertyResolver {
  constructor(private readonly services: { savedProperties: SavedPropertyService }) {}

  @Query(() => [PropertyListing], { description: "The caller's saved properties, newest save first (up to 500)." })
  savedProperties(@Ctx() ctx: GraphQLContext): Promise<PropertyRecord[]> {
    return this.services.savedProperties.list(ctx);
  }

  @Query(() => Boolean, { description: 'Whether the caller saved this property (signed-in only).' })
  isSaved(@PropertyIdArg('The property to check.') propertyId: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return this.services.savedProperties.isSaved(ctx, propertyId);
  }

  @Mutation(() => PropertyListing, { description: "Save a property to the caller's favourites; ALREADY_SAVED if it is there." })
  async saveProperty(@PropertyIdArg('The property to save.') propertyId: number, @Ctx() ctx: GraphQLContext): Promise<PropertyRecord> {
    return (await this.services.savedProperties.save(ctx, { propertyId })).property;
  }

  @Mutation(() => Boolean, { description: "Remove a property from the caller's favourites; NOT_FOUND if it was not saved." })
  async unsaveProperty(
    @PropertyIdArg('The property to remove from your saved list.') propertyId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await this.services.savedProperties.unsave(ctx, propertyId);
    return true;
  }
}
