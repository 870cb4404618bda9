import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

/** graphql's own parser limit: a larger document is refused as GRAPHQL_PARSE_FAILED before anything else. */
export const MAX_TOKENS = 2000;

/** Query limits (depth, aliases, cost, directives) and, when error details are hidden, no field suggestions. */
function buildArmor(hideErrorDetails: boolean) {
  return new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    // A 200-row page (the service cap) of a landlord's listings with every field the dashboard reads (French text,
    // neighbourhood, point, review flags) and Apollo's __typename costs ~31k: allow it with room, refuse more.
    costLimit: { maxCost: 40_000 },
    maxDirectives: { n: 20 },
    // Armor's token plugin re-parses in a plugin hook, which turns syntax errors into 500s; graphql's own
    // parser limit (MAX_TOKENS) answers 400 GRAPHQL_PARSE_FAILED instead.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: hideErrorDetails },
  }).protect();
}

// Built once per mode; armor's rules and plugins keep no state between requests, so every server shares them.
const armorByMode = new Map([true, false].map((hideErrorDetails) => [hideErrorDetails, buildArmor(hideErrorDetails)]));

/**
 * Armor's validation rules and Apollo plugins for one mode: the single source of the query limits, used by Apollo
 * over HTTP (createApolloServer) and by graphql-ws (socketDocument).
 */
export function graphqlArmor(hideErrorDetails: boolean): ReturnType<typeof buildArmor> {
  return armorByMode.get(hideErrorDetails)!;
}

/** What armor's Apollo plugin does to suggestions, for the WebSocket path that has no Apollo. */
const hideSuggestions = (message: string) => message.replace(/Did you mean ".+"/g, '[Suggestion hidden]');

/**
 * Parses and validates an operation sent over graphql-ws under the same limits as over HTTP (graphql-ws on its
 * own only runs graphql's standard rules). Errors carry the code Apollo gives the same failure.
 */
export function socketDocument(
  schema: GraphQLSchema,
  query: string,
  hideErrorDetails: boolean,
): { document: DocumentNode } | { errors: GraphQLError[] } {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    return { errors: [new GraphQLError((error as Error).message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })] };
  }
  const rules = [...specifiedRules, ...graphqlArmor(hideErrorDetails).validationRules];
  const invalid = validate(schema, document, rules);
  if (invalid.length === 0) return { document };
  return {
    errors: invalid.map(
      (error) =>
        new GraphQLError(hideErrorDetails ? hideSuggestions(error.message) : error.message, {
          nodes: error.nodes,
          extensions: { ...error.extensions, code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
    ),
  };
}
