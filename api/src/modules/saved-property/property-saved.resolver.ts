import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { PropertyListing } from '../property/index.js';
import { savedByViewer } from './saved-property.loaders.js';

/** Property.isSaved, batched per request; it lives with saves, so the property module knows nothing of them. */
@Resolver(() => PropertyListing)
export class PropertySavedResolver {
  @FieldResolver(() => Boolean, { description: 'Whether the caller saved it (false when signed out).' })
  isSaved(@Root() property: { id: number }, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return savedByViewer(ctx).load(property.id);
  }
}
