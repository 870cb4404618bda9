import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { EntryNoticeService } from './entry-notice.service.js';

/** Entry notices (docs/entry-notices.md). */
export function entryNoticeRoutes(app: FastifyInstance, { entryNotices }: { entryNotices: EntryNoticeService }): void {
  app.post('/api/repair-requests/:id/entry-notices', signedInOnly, async (request, reply) =>
    reply.status(201).send(await entryNotices.give(request.ctx, idParams(request.params, 'id').id, request.body)),
  );

  app.get('/api/repair-requests/:id/entry-notices', signedInOnly, async (request) => entryNotices.ofRequest(request.ctx, idParams(request.params, 'id').id));

  app.get('/api/entry-notices', signedInOnly, async (request) => entryNotices.upcoming(request.ctx));
}
