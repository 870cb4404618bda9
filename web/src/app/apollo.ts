import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import type { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { Observable } from 'rxjs';
import schemaTypes from '../generated/possible-types';

/**
 * Relay-style connections merge page after page under one cache entry per filter set and order (`Load more`); the
 * schema's unions by member, so a union's fragments match.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: schemaTypes.possibleTypes,
    typePolicies: {
      Query: {
        fields: {
          properties: {
            keyArgs: ['filter', 'sort'],
            merge(existing: { edges?: unknown[] } | undefined, incoming: { edges?: unknown[] }, { args }) {
              if (!existing || !args?.after) return incoming;
              return { ...incoming, edges: [...(existing.edges ?? []), ...(incoming.edges ?? [])] };
            },
          },
        },
      },
    },
  });
}

function isSubscription({ query }: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

/**
 * One origin for everything: queries and mutations over HTTP with the session cookie, subscriptions over
 * graphql-ws on the same path (the upgrade request carries the cookie). Data defaults of docs/product.md#business-constants: no retries
 * (no RetryLink), cache-first, no polling, no refetch on window focus.
 */
export function createApolloClient(origin = window.location.origin): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const ws = lazySubscriptionLink(`${origin.replace(/^http/, 'ws')}/graphql`);
  return new ApolloClient({
    link: ApolloLink.split(isSubscription, ws, http),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}

/** The graphql-ws client loads with the first subscription (chat), keeping it out of the home page's JS. */
function lazySubscriptionLink(url: string): ApolloLink {
  let link: Promise<GraphQLWsLink> | null = null;
  const load = () =>
    (link ??= Promise.all([import('@apollo/client/link/subscriptions'), import('graphql-ws/client')]).then(
      ([{ GraphQLWsLink }, { createClient }]) => new GraphQLWsLink(createClient({ url, lazy: true, retryAttempts: 5 })),
    ));
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let inner: { unsubscribe(): void } | undefined;
        let closed = false;
        load().then(
          (ws) => {
            if (!closed) inner = ws.request(operation).subscribe(observer);
          },
          (error) => observer.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}
