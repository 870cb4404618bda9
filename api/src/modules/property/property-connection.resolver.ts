import { FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { PropertyConnection } from './property.types.js';

/**
 * totalCount as a field resolver rather than a promise-valued property: the count query still runs only when the
 * field is selected, and every executor awaits a resolver's result (graphql-jit does not await plain fields).
 */
@Resolver(() => PropertyConnection)
export class PropertyConnectionResolver {
  @FieldResolver(() => Int, { description: 'How many listings match the filter, on all pages.' })
  totalCount(@Root() connection: PropertyConnection): Promise<number> {
    return connection.countTotal();
  }
}
