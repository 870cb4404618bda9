import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, INTERNAL_ERROR_MESSAGE } from '../common/domain-error.js';
import { translate, type MessageSource } from '../common/i18n.js';
import { LOCALE_COOKIE, requestLocale } from '../common/locale.js';
import type { Locale } from '../contracts/index.js';

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
