import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../contracts/index.js';
import { findUnrepresentableText, UNREPRESENTABLE_TEXT_MESSAGE } from './representable-text.js';

/** A refusal the caller can act on. Transports map `code` to HTTP status (REST) or `extensions.code` (GraphQL). */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields for the client, e.g. `correctRole` on ROLE_MISMATCH or field issues on VALIDATION_FAILED. */
    readonly details: Record<string, unknown> = {},
    /** `cause`: what went wrong underneath (logged for 5xx codes, never sent). */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DomainError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * Parses input with a shared contract schema; the first issue's message becomes the error message. Every service
 * parses through here, so text that PostgreSQL cannot store is refused here, for every field of every schema.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const badText = findUnrepresentableText(input);
  if (badText !== null) {
    throw new DomainError('VALIDATION_FAILED', UNREPRESENTABLE_TEXT_MESSAGE, { issues: [{ path: badText, message: UNREPRESENTABLE_TEXT_MESSAGE }] });
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message,
  }));
  throw new DomainError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid input', { issues });
}

/**
 * Flushes `em`, turning a unique-constraint violation into `conflict()`: the database decides, so two quick
 * submits cannot both create the row. The failed entity is dropped from `em`.
 */
export async function flushUnique(em: EntityManager, conflict: () => DomainError): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    throw conflict();
  }
}
