import { Ctx, Query, Resolver } from 'type-graphql';
import { PropertyIdArg } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { PropertyDocument } from './document.entity.js';
import type { DocumentService } from './document.service.js';

@Resolver(() => PropertyDocument)
export class DocumentResolver {
  constructor(private readonly services: { documents: DocumentService }) {}

  @Query(() => [PropertyDocument], { description: 'Documents of a property that you may see and download.' })
  propertyDocuments(
    @PropertyIdArg('The property whose documents to list.') propertyId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PropertyDocument[]> {
    return this.services.documents.listForProperty(ctx, propertyId);
  }
}
