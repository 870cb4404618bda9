import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.js';
import { idParams } from '../../rest/route-params.js';

/** Spec §7 notification calls; the recipient is always the signed-in user (x-user-id is ignored). */
export function notificationRoutes(app: FastifyInstance, { notifications }: AppServices): void {
  app.post('/api/notifications/viewing-request', async (request, reply) =>
    reply.status(201).send(await notifications.requestViewing(request.ctx, request.body)),
  );

  app.get('/api/notifications', async (request) => notifications.list(request.ctx));

  app.get('/api/notifications/unread-count', async (request) => ({ count: await notifications.unreadCount(request.ctx) }));

  app.put('/api/notifications/:id/read', async (request) => {
    const { id } = idParams(request.params, 'id');
    return notifications.markRead(request.ctx, id);
  });
}
