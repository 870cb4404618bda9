import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/** The API's domain error code (`extensions.code`, e.g. ROLE_MISMATCH) of a failed operation, if any. */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.extensions?.code as string | undefined;
  return undefined;
}

/** Extra fields the API sends with a code (e.g. `correctRole`). */
export function errorDetail<T = unknown>(error: unknown, key: string): T | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.extensions?.[key] as T | undefined;
  return undefined;
}

/** The server's message for people, or `fallback` for network and unexpected failures. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  if (ServerError.is(error)) return fallback;
  return fallback;
}
