import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg, InputArg, type InputData } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { SavedSearch } from './saved-search.entity.js';
import type { SavedSearchService } from './saved-search.service.js';
import { SaveSearchInput, UpdateSavedSearchInput } from './saved-search.types.js';

@Resolver()
export class SavedSearchResolver {
  constructor(private readonly services: { savedSearches: SavedSearchService }) {}

  @Query(() => [SavedSearch], { description: 'Your saved searches, newest first.' })
  savedSearches(@Ctx() ctx: GraphQLContext): Promise<SavedSearch[]> {
    return this.services.savedSearches.list(ctx);
  }

  @Mutation(() => SavedSearch, { description: 'Save a search (up to 25); new matching listings alert you as it says.' })
  saveSearch(@InputArg(SaveSearchInput, 'The search to save.') input: InputData, @Ctx() ctx: GraphQLContext): Promise<SavedSearch> {
    return this.services.savedSearches.create(ctx, input);
  }

  @Mutation(() => SavedSearch, { description: 'Rename one of your saved searches, change its alert or its filters.' })
  updateSavedSearch(
    @IdArg('Id of one of your saved searches.') id: number,
    @InputArg(UpdateSavedSearchInput, 'What to change.') input: InputData,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavedSearch> {
    return this.services.savedSearches.update(ctx, id, input);
  }

  @Mutation(() => Boolean, { description: 'Delete one of your saved searches.' })
  async deleteSavedSearch(@IdArg('Id of one of your saved searches.') id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.services.savedSearches.delete(ctx, id);
    return true;
  }
}
