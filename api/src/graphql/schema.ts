import 'reflect-metadata';
import { GraphQLObjectType, GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { buildSchema, type PubSub } from 'type-graphql';
import type { AppServices } from '../app-services.js';
import { DateTimeISO } from './date-scalar.js';
import { resolvers } from './resolvers.js';

/** Builds the executable schema; resolvers get the shared services through the container. */
export async function buildGraphQLSchema(services: AppServices | null, pubSub?: PubSub): Promise<GraphQLSchema> {
  const instances = new Map<unknown, unknown>();
  const schema = await buildSchema({
    resolvers,
    // The app's LISTEN/NOTIFY pubsub; an in-memory one when only the SDL is needed (schema emit, drift test).
    pubSub: pubSub ?? services?.pubsub ?? createPubSub(),
    validate: false, // inputs are validated by the shared zod contracts inside services
    scalarsMap: [{ type: Date, scalar: DateTimeISO }], // same SDL, cheaper output (browse serializes 48 dates a page)
    container: {
      get: (resolverClass: new (services: AppServices | null) => unknown) => {
        if (!instances.has(resolverClass)) instances.set(resolverClass, new resolverClass(services));
        return instances.get(resolverClass);
      },
    },
  });
  return describeRootTypes(schema);
}

// type-graphql has no option for the root types' descriptions; introspection clients show them as the API's overview.
const ROOT_DESCRIPTIONS = {
  query: 'Reads. Public data needs no sign-in; personal data needs a session cookie or `Authorization: Bearer <API token>`.',
  mutation: 'Changes. Each one checks who the caller is and what they may do; errors carry `extensions.code`.',
  subscription: 'Live updates over graphql-ws (/graphql), for the signed-in user only.',
} as const;

function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  const describe = (type: GraphQLObjectType | null | undefined, description: string) =>
    type ? new GraphQLObjectType({ ...type.toConfig(), description }) : type;
  const query = describe(config.query, ROOT_DESCRIPTIONS.query);
  const mutation = describe(config.mutation, ROOT_DESCRIPTIONS.mutation);
  const subscription = describe(config.subscription, ROOT_DESCRIPTIONS.subscription);
  const roots = new Set([config.query, config.mutation, config.subscription]);
  return new GraphQLSchema({
    ...config,
    query,
    mutation,
    subscription,
    types: config.types.filter((type) => !roots.has(type as GraphQLObjectType)),
  });
}

/** The SDL checked in as /schema.graphql (sorted, so diffs stay readable). */
export function printSchemaSdl(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
