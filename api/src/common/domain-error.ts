import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { z } from 'zod';
import { DEFAULT_LOCALE, ERROR_STATUS, type ErrorCode, type Locale } from '../contracts/index.js';
import { icu, translate, type MessageSource } from './i18n.js';
import { findUnrepresentableText, UNREPRESENTABLE_TEXT_MESSAGE } from './representable-text.js';

/** What a client sees of an unexpected error (the details are logged, never sent). */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** A field issue of VALIDATION_FAILED: `message` is English; its catalog source rides along unseen (not serialized). */
export interface FieldIssue {
  path: string;
  message: string;
}
const ISSUE_SOURCES = new WeakMap<object, MessageSource>();
export function fieldIssue(path: string, source: MessageSource): FieldIssue {
  const issue = { path, message: translate(DEFAULT_LOCALE, source) };
  ISSUE_SOURCES.set(issue, source);
  return issue;
}

/** A refusal the caller can act on. Transports map `code` to HTTP status (REST) or `extensions.code` (GraphQL). */
export class DomainError extends Error {
  /** The message's catalog source: its English text, or an ICU message and its values (`icu(...)`). */
  readonly source: MessageSource;
  /** Detail fields that are messages for people (a 415's `reason`): English in `details`, translated like `message`. */
  private readonly detailSources: Record<string, MessageSource> = {};

  constructor(
    readonly code: ErrorCode,
    message: MessageSource,
    /** Extra fields for the client, e.g. `correctRole` on ROLE_MISMATCH or field issues on VALIDATION_FAILED. */
    readonly details: Record<string, unknown> = {},
    /** `cause`: what went wrong underneath (logged for 5xx codes, never sent). */
    options?: ErrorOptions,
  ) {
    super(translate(DEFAULT_LOCALE, message), options);
    this.source = message;
    this.name = 'DomainError';
  }

  /** Adds a detail field that is a message for people (English in `details`, in the caller's language when sent). */
  withMessageDetail(name: string, source: MessageSource): this {
    this.detailSources[name] = source;
    this.details[name] = translate(DEFAULT_LOCALE, source);
    return this;
  }

  /** The message and details in `locale` (field issues too); codes and shapes stay as they are, English byte for byte. */
  localized(locale: Locale): { message: string; details: Record<string, unknown> } {
    const message = translate(locale, this.source);
    if (locale === DEFAULT_LOCALE) return { message, details: this.details };
    const details = { ...this.details };
    for (const [name, source] of Object.entries(this.detailSources)) details[name] = translate(locale, source);
    if (Array.isArray(details.issues)) details.issues = details.issues.map((issue) => localizedIssue(locale, issue));
    return { message, details };
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
    throw new DomainError('VALIDATION_FAILED', UNREPRESENTABLE_TEXT_MESSAGE, { issues: [fieldIssue(badText, UNREPRESENTABLE_TEXT_MESSAGE)] });
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const sources = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    source: issue.code === 'unrecognized_keys' ? icu('Unknown field: {fields}', { fields: issue.keys.join(', ') }) : issue.message,
  }));
  throw invalidFields(sources);
}

/** VALIDATION_FAILED with field issues; the first issue's message is the error's message. */
export function invalidFields(sources: { path: string; source: MessageSource }[]): DomainError {
  return new DomainError('VALIDATION_FAILED', sources[0]?.source ?? 'Invalid input', {
    issues: sources.map(({ path, source }) => fieldIssue(path, source)),
  });
}

function localizedIssue(locale: Locale, issue: unknown): unknown {
  if (typeof issue !== 'object' || issue === null) return issue;
  const source = ISSUE_SOURCES.get(issue) ?? (issue as Partial<FieldIssue>).message;
  return typeof source === 'undefined' ? issue : { ...issue, message: translate(locale, source) };
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
