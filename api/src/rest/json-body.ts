import type { FastifyInstance } from 'fastify';
import { DomainError } from '../common/domain-error.js';

/** Far deeper than any body Hearth reads: a GraphQL request's variables nest a handful of levels. */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = 'The request body nests too deeply.';

/**
 * Whether arrays and objects in `text` nest deeper than `limit` (brackets inside strings do not count). One pass
 * over the characters, no recursion and no allocation, so a hostile body costs what reading it costs.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character (\" included)
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies (REST and /graphql) are checked for depth before JSON.parse, so nothing after the parser (the text
 * checks, zod, GraphQL) ever walks a hostile nesting; the size is capped by the server's bodyLimit before this runs.
 * Parsing itself stays Fastify's (prototype poisoning refused).
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new DomainError('BAD_REQUEST', JSON_TOO_DEEP_MESSAGE), undefined);
    return parse(request, text, done);
  });
}
