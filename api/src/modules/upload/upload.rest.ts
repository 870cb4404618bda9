import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../common/domain-error.js';
import { signedInOnly } from '../../common/rest-route.js';
import { unreadableUpload } from './upload.service.js';
import type { UploadService } from './upload.service.js';

/** Multipart limits besides the file size, which depends on the grant (see UploadService.openGrant). */
const MULTIPART_LIMITS = { files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 };

/** The upload calls of docs/product.md#rest-calls: a presigned URL, then a multipart POST of field `file` to it. */
export function uploadRoutes(app: FastifyInstance, { upload }: { upload: UploadService }): void {
  // The URL is a bearer secret for ten minutes: no cache may keep it.
  app.get('/api/upload/presigned-url', signedInOnly, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await upload.issueUploadUrl(request.ctx, request.query)),
  );

  // Multipart is registered in its own plugin context, so every other route keeps the 1 MB JSON body limit.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
    scope.post<{ Params: { token: string } }>('/api/upload/:token', signedInOnly, async (request, reply) => {
      const opened = await upload.openGrant(request.ctx, request.params.token, request.query);
      if (!request.isMultipart()) throw new DomainError('BAD_REQUEST', 'Send the file as multipart/form-data in a field named file.');
      const part = await request.file({ limits: { ...MULTIPART_LIMITS, fileSize: opened.maxBytes } }).catch(asClientError);
      if (!part || part.fieldname !== 'file') throw new DomainError('VALIDATION_FAILED', 'Send the file in a multipart field named file.');
      const result = await upload.receive(request.ctx, opened, { stream: part.file, fileName: part.filename, mimeType: part.mimetype });
      return reply.status(201).send(result);
    });
  });
}

/** A multipart parse failure: Fastify's own errors carry a 4xx status; busboy's (truncated, garbled bodies) do not. */
function asClientError(error: unknown): never {
  if (typeof (error as { statusCode?: number }).statusCode === 'number') throw error;
  throw unreadableUpload();
}
