import type { GraphQLFormattedError } from 'graphql';
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
