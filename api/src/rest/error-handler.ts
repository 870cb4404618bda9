import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, INTERNAL_ERROR_MESSAGE } from '../common/domain-error.js';
import { translate, type MessageSource } from '../common/i18n.js';
import { LOCALE_COOKIE, requestLocale } from '../common/locale.js';
import { ERROR_STATUS, type Locale } from '../contracts/index.js';
import type { SecurityHeaders } from '../security-headers.js';

/** The caller's locale: the request context's (decided once), or the browser's when the failure came before it. */
export function localeOf(request: FastifyRequest): Locale {
  return request.ctx?.locale ?? requestLocale(null, request.headers['accept-language'], request.cookies?.[LOCALE_COOKIE]);
}

/** Client errors Fastify raises before our code runs (bad JSON, body too large, wrong content type...). */
function frameworkClientError(error: FastifyError): { status: number; code: string; message: MessageSource } | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  const messages: Record<number, [string, MessageSource]> = {
    400: ['BAD_REQUEST', 'The request body could not be read. Send valid JSON.'],
    404: ['NOT_FOUND', 'Not found'],
    413: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
    415: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type. Send application/json.'],
    429: ['RATE_LIMITED', 'Too many requests. Please slow down.'],
  };
  const [code, message] = messages[status] ?? ['BAD_REQUEST', error.message];
  return { status, code, message: status === 400 && error.validation ? error.message : message };
}

/**
 * Requests Fastify's router refuses before any hook or handler runs (its `frameworkErrors`): a path with a malformed
 * % escape, a path segment over the router's length limit. Answered like every other refusal, `{code, message}` in
 * the caller's language, where Fastify's default named its own error codes (`FST_ERR_BAD_URL`).
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, headers: SecurityHeaders): FastifyReply {
  const locale = localeOf(request);
  // No hook ran for this request: the headers every other answer gets from them (CSP, nosniff, frame denial…).
  headers.set(request, reply).header('x-request-id', request.id);
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(ERROR_STATUS.BAD_REQUEST).send({ code: 'BAD_REQUEST', message: translate(locale, 'This URL is not valid: each % in it must start an escape such as %20.') });
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(ERROR_STATUS.URI_TOO_LONG).send({ code: 'URI_TOO_LONG', message: translate(locale, 'A part of this URL is too long.') });
  }
  request.log.error({ err: error }, 'framework error');
  return reply.status(500).send({ code: 'INTERNAL_ERROR', message: translate(locale, INTERNAL_ERROR_MESSAGE) });
}

/** What Node's HTTP parser refuses, by its error code: a request it cannot read at all, or one over its size. */
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [ERROR_STATUS.HEADERS_TOO_LARGE, 'HEADERS_TOO_LARGE', 'The request headers or its URL are too long.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.'],
};

/**
 * Requests Node's HTTP parser refuses before Fastify has a request (its `clientErrorHandler`): a URL or headers over
 * 16 KB, a malformed request line. `{code, message}` like every other refusal, where Fastify's default wrote its own
 * shape; in English (there is no request to read a language from), then the connection closes.
 */
export function sendClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? [ERROR_STATUS.BAD_REQUEST, 'BAD_REQUEST', 'The request could not be read.'];
  const body = JSON.stringify({ code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `X-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** REST answers every failure as `{code, message}`: DomainErrors with their status, framework 4xx as-is, the rest as 500. */
export function registerRestErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = localeOf(request);
    if (error instanceof DomainError) {
      // An upstream failure (5xx code): the client gets the clear message, the log gets the cause.
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.code === 'RATE_LIMITED' && typeof error.details.retryAfterSeconds === 'number') {
        reply.header('retry-after', String(error.details.retryAfterSeconds));
      }
      const { message, details } = error.localized(locale);
      return reply.status(error.status).send({ code: error.code, message, ...details });
    }
    const clientError = frameworkClientError(error);
    if (clientError) {
      return reply.status(clientError.status).send({ code: clientError.code, message: translate(locale, clientError.message) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: translate(locale, INTERNAL_ERROR_MESSAGE) });
  });

}
