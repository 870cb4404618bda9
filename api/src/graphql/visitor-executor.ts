import type { ApolloServer, GraphQLRequest } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FormattedExecutionResult } from 'graphql';
import type { GraphQLContext } from '../common/graphql-context.js';

/** Runs one operation for a signed-out visitor: what the web's server rendering asks for a page's data. */
export type VisitorExecutor = (request: Pick<GraphQLRequest, 'query' | 'variables' | 'operationName'>) => Promise<FormattedExecutionResult>;

/**
 * In-process execution through the same Apollo Server (limits, error formatting) with an anonymous viewer, never
 * the requester's session: a page rendered this way holds only what anyone may see.
 */
export function visitorExecutor(apollo: ApolloServer<GraphQLContext>, orm: MikroORM): VisitorExecutor {
  return async (request) => {
    const response = await apollo.executeOperation(request, { contextValue: { em: orm.em.fork(), viewer: null } });
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not supported here');
    return response.body.singleResult;
  };
}
