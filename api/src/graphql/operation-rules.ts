import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, getOperationAST, type DocumentNode, type OperationTypeNode } from 'graphql';
import { assertMayWrite, type Credential } from '../common/actor.js';
import { DomainError } from '../common/domain-error.js';
import type { GraphQLContext } from '../common/graphql-context.js';

/**
 * Rules on an operation as a whole, before it runs, on both transports: subscriptions need the socket (over HTTP
 * they are a client error, not a crash), and read-only API tokens run no mutation.
 */
function refusal(operation: OperationTypeNode | undefined, credential: Credential | undefined, overSocket: boolean): GraphQLError | null {
  if (operation === 'subscription' && !overSocket) {
    return new GraphQLError('Subscriptions run over WebSocket: connect to /graphql with the graphql-ws protocol.', {
      extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
    });
  }
  if (operation !== 'mutation') return null;
  try {
    assertMayWrite({ credential });
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return new GraphQLError(error.message, { extensions: { code: error.code, http: { status: error.status } } });
  }
}

export const operationRules: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        const refused = refusal(operation?.operation, contextValue.credential, false);
        if (refused) throw refused;
      },
    };
  },
};

/** The same rules for an operation arriving over graphql-ws. */
export function socketOperationRefusal(document: DocumentNode, operationName: string | null | undefined, credential: Credential | undefined) {
  return refusal(getOperationAST(document, operationName)?.operation, credential, true);
}
