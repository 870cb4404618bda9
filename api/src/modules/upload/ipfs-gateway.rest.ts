import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { resolveActor } from '../auth/request-identity.js';
import { contentDisposition } from './content-disposition.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { SessionService } from '../auth/session.service.js';
import type { UploadService } from './upload.service.js';

/**
 * GET /ipfs/:cid: the public gateway path where files are viewed by cid (spec §7). Bytes are served with the type
 * found at upload, never sniffed by the browser, with byte ranges for video seeking.
 */
export function ipfsGatewayRoutes(app: FastifyInstance, services: { orm: MikroORM; sessions: SessionService; upload: UploadService }): void {
  app.get<{ Params: { cid: string } }>('/ipfs/:cid', async (request, reply) => {
    // /ipfs is outside /api, so the request context is built here; identity matters only for private documents.
    const em = services.orm.em.fork();
    const viewer = await resolveActor(em, services.sessions, { cookies: request.cookies, authorization: request.headers.authorization });
    const download = await services.upload.openDownload(
      { em, viewer },
      { cid: request.params.cid, range: request.headers.range, ifNoneMatch: request.headers['if-none-match'] },
    );
    const { file, range } = download;

    reply
      .header('accept-ranges', 'bytes')
      .header('etag', `"${file.cid}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', download.publicFile ? 'public, max-age=31536000, immutable' : 'private, no-store');
    if (download.notModified) return reply.status(304).send();
    if (range.kind === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${file.size}`)
        .send({ code: 'RANGE_NOT_SATISFIABLE', message: `The requested range is outside the file (${file.size} bytes).` });
    }
    reply
      .header('content-type', file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType)
      .header('content-disposition', contentDisposition(file.name, file.mimeType));
    if (range.kind === 'partial') {
      const { offset, length } = range.range;
      reply.status(206).header('content-range', `bytes ${offset}-${offset + length - 1}/${file.size}`).header('content-length', length);
    } else {
      reply.header('content-length', file.size);
    }
    return reply.send(Readable.from(download.body!));
  });
}
