import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.js';
import { idParams } from '../../rest/route-params.js';
import { signedInOnly } from '../../rest/request-context.js';

/** Spec §7 notification calls; the recipient is always the signed-in user (x-user-id is ignored). */
export function notificationRoutes(app: FastifyInstance, { notifications }: AppServices): void {
  app.post('/api/notifications/viewing-request', signedInOnly, async (request, reply) =>
    reply.status(201).send(await notifications.requestViewing(request.ctx, request.body)),
  );

  app.get('/api/notifications', signedInOnly, async (request) => notifications.list(request.ctx));

  app.get('/api/notifications/unread-count', signedInOnly, async (request) => ({ count: await notifications.unreadCount(request.ctx) }));

  app.put('/api/notifications/:id/read', signedInOnly, async (request) => {
    const { id } = idParams(request.params, 'id');
    return notifications.markRead(request.ctx, id);
  });
}
