import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { buildSchema, type PubSub } from 'type-graphql';
import type { AppServices } from '../app-services.js';
import { resolvers } from './resolvers.js';

/** Builds the executable schema; resolvers get the shared services through the container. */
export async function buildGraphQLSchema(services: AppServices | null, pubSub?: PubSub): Promise<GraphQLSchema> {
  const instances = new Map<unknown, unknown>();
  return buildSchema({
    resolvers,
    // The app's LISTEN/NOTIFY pubsub; an in-memory one when only the SDL is needed (schema emit, drift test).
    pubSub: pubSub ?? services?.pubsub ?? createPubSub(),
    validate: false, // inputs are validated by the shared zod contracts inside services
    container: {
      get: (resolverClass: new (services: AppServices | null) => unknown) => {
        if (!instances.has(resolverClass)) instances.set(resolverClass, new resolverClass(services));
        return instances.get(resolverClass);
      },
    },
  });
}

/** The SDL checked in as /schema.graphql (sorted, so diffs stay readable). */
export function printSchemaSdl(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
