import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../common/domain-error.js';
import { icu } from '../../common/i18n.js';
import { CONTRACT_MAX_BYTES } from '../../contracts/index.js';
import type { LeaseVerificationService } from './lease-verification.service.js';

/** One file, no other fields worth reading; as large as a contract upload may be. */
const MULTIPART_LIMITS = { files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50, fileSize: CONTRACT_MAX_BYTES };

const SEND_FILE = 'Send the PDF as multipart/form-data in a field named file.';

/** POST /api/verify: anyone (no sign-in; anonymous callers are rate-limited per address) checks a signed lease PDF. */
export function leaseVerificationRoutes(app: FastifyInstance, { leaseVerification }: { leaseVerification: LeaseVerificationService }): void {
  // Multipart in its own plugin context, so every other route keeps the JSON body limit.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
    scope.post('/api/verify', async (request, reply) => {
      if (!request.isMultipart()) throw new DomainError('BAD_REQUEST', SEND_FILE);
      const part = await request.file().catch(unreadable);
      if (!part || part.fieldname !== 'file') throw new DomainError('VALIDATION_FAILED', SEND_FILE);
      const answer = await leaseVerification.verify(request.ctx, () => part.toBuffer().catch(unreadable));
      return reply.header('cache-control', 'no-store').send(answer);
    });
  });
}

/** A body cut short or over the size limit is the client's (4xx), never ours. */
function unreadable(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    throw new DomainError('PAYLOAD_TOO_LARGE', icu('The file is larger than {max} MB, the most a signed lease can be.', { max: CONTRACT_MAX_BYTES / 1024 / 1024 }));
  }
  if (typeof (error as { statusCode?: number }).statusCode === 'number' && (error as { statusCode: number }).statusCode < 500) throw error;
  throw new DomainError('BAD_REQUEST', SEND_FILE);
}
