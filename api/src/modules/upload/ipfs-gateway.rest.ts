import type { FastifyInstance } from 'fastify';
import { resolveActor, type SessionService } from '../auth/index.js';
import { sendDownload } from './download-reply.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { UploadService } from './upload.service.js';

/**
 * GET /ipfs/:cid: the public gateway path where files are viewed by cid (docs/product.md#rest-calls). Bytes are served with the type
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
    return sendDownload(reply, download);
  });
}
