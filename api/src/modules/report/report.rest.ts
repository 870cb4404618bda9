import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.js';
import { idParams } from '../../rest/route-params.js';
import { signedInOnly } from '../../rest/request-context.js';

/**
 * Listing reports: any signed-in user reports a listing (one open report per listing); admins read the queue of
 * open reports and resolve them: {action: 'dismiss'} or {action: 'hide', reason} (the reason the landlord sees).
 */
export function reportRoutes(app: FastifyInstance, { reports }: AppServices): void {
  app.post('/api/properties/:id/reports', signedInOnly, async (request, reply) =>
    reply.status(201).send(await reports.report(request.ctx, idParams(request.params, 'id').id, request.body)),
  );

  app.get('/api/admin/reports', signedInOnly, async (request) => reports.queue(request.ctx));

  app.post('/api/admin/reports/:id/resolve', signedInOnly, async (request) =>
    reports.resolve(request.ctx, idParams(request.params, 'id').id, request.body),
  );
}
