import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { NotificationService } from './notification.service.js';

/**
 * The notification calls of docs/product.md#rest-calls; the recipient is always the signed-in user (x-user-id is ignored).
 * POST /api/notifications/viewing-request is the viewing module's (viewing.rest.ts): a request there carries proposed times.
 */
export function notificationRoutes(app: FastifyInstance, { notifications }: { notifications: NotificationService }): void {
  app.get('/api/notifications', signedInOnly, async (request) => notifications.list(request.ctx));

  app.get('/api/notifications/unread-count', signedInOnly, async (request) => ({ count: await notifications.unreadCount(request.ctx) }));

  app.put('/api/notifications/:id/read', signedInOnly, async (request) => {
    const { id } = idParams(request.params, 'id');
    return notifications.markRead(request.ctx, id);
  });
}
