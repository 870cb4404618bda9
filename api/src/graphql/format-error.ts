import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError } from '../common/domain-error.js';

/** DomainErrors keep their message and put their code in `extensions.code`; unexpected errors are masked. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, hideInternals: boolean): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    return { ...formatted, message: original.message, extensions: { code: original.code, ...original.details } };
  }
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' && hideInternals) {
    return { message: 'Something went wrong on our side. Please try again.', path: formatted.path, extensions: { code } };
  }
  return formatted;
}

/**
 * graphql-ws has no error pipeline like Apollo's: give its errors the same shape as over HTTP. An error our code
 * threw that is not a DomainError is internal (masked unless NODE_ENV is development or test); one graphql-js raised itself (variable
 * coercion, say) gets `fallbackCode`, as Apollo does (BAD_USER_INPUT during execution).
 */
export function formatSocketErrors(errors: readonly GraphQLError[], fallbackCode: string, hideInternals: boolean): GraphQLFormattedError[] {
  return errors.map((error) => {
    const formatted = error.toJSON();
    const internal = error.originalError && !(error.originalError instanceof GraphQLError);
    const code = formatted.extensions?.code ?? (internal ? 'INTERNAL_SERVER_ERROR' : fallbackCode);
    return formatGraphQLError({ ...formatted, extensions: { ...formatted.extensions, code } }, error, hideInternals);
  });
}
