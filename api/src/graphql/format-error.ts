import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ApolloServerPlugin } from '@apollo/server';
import { DomainError, INTERNAL_ERROR_MESSAGE } from '../common/domain-error.js';
import type { GraphQLContext } from '../common/graphql-context.js';
import { translate } from '../common/i18n.js';
import { DEFAULT_LOCALE, type Locale } from '../contracts/index.js';

/** How each formatted error is written again in another locale (Apollo's formatError does not see the request). */
const RELOCALIZE = new WeakMap<GraphQLFormattedError, (locale: Locale) => GraphQLFormattedError>();

/**
 * DomainErrors keep their code in `extensions.code` and say their message in `locale`; unexpected errors are masked.
 * English (the default) is the message as thrown, byte for byte.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  hideInternals: boolean,
  locale: Locale = DEFAULT_LOCALE,
): GraphQLFormattedError {
  const result = formatIn(formatted, error, hideInternals, locale);
  RELOCALIZE.set(result, (other) => formatIn(formatted, error, hideInternals, other));
  return result;
}

function formatIn(formatted: GraphQLFormattedError, error: unknown, hideInternals: boolean, locale: Locale): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    const { message, details } = original.localized(locale);
    return { ...formatted, message, extensions: { code: original.code, ...details } };
  }
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' && hideInternals) {
    return { message: translate(locale, INTERNAL_ERROR_MESSAGE), path: formatted.path, extensions: { code } };
  }
  return formatted;
}

/** Over HTTP: errors formatted in English are written again in the caller's locale (the request context's). */
export const localizedErrors: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        const locale = contextValue.locale ?? DEFAULT_LOCALE;
        if (response.body.kind !== 'single' || !response.body.singleResult.errors || locale === DEFAULT_LOCALE) return;
        response.body.singleResult.errors = response.body.singleResult.errors.map((error) => RELOCALIZE.get(error)?.(locale) ?? error);
      },
    };
  },
};

/**
 * graphql-ws has no error pipeline like Apollo's: give its errors the same shape as over HTTP. An error our code
 * threw that is not a DomainError is internal (masked unless NODE_ENV is development or test); one graphql-js raised itself (variable
 * coercion, say) gets `fallbackCode`, as Apollo does (BAD_USER_INPUT during execution).
 */
export function formatSocketErrors(
  errors: readonly GraphQLError[],
  fallbackCode: string,
  hideInternals: boolean,
  locale: Locale = DEFAULT_LOCALE,
): GraphQLFormattedError[] {
  return errors.map((error) => {
    const formatted = error.toJSON();
    const internal = error.originalError && !(error.originalError instanceof GraphQLError);
    const code = formatted.extensions?.code ?? (internal ? 'INTERNAL_SERVER_ERROR' : fallbackCode);
    return formatGraphQLError({ ...formatted, extensions: { ...formatted.extensions, code } }, error, hideInternals, locale);
  });
}
