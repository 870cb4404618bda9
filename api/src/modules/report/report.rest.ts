import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { ReportService } from './report.service.js';

/**
 * Listing reports: any signed-in user reports a listing (one open report per listing); admins read the queue of
 * open reports and resolve them: {action: 'dismiss'} or {action: 'hide', reason} (the reason the landlord sees).
 */
export function reportRoutes(app: FastifyInstance, { reports }: { reports: ReportService }): void {
  app.post('/api/properties/:id/reports', signedInOnly, async (request, reply) =>
    reply.status(201).send(await reports.report(request.ctx, idParams(request.params, 'id').id, request.body)),
  );

  app.get('/api/admin/reports', signedInOnly, async (request) => reports.queue(request.ctx));

  app.post('/api/admin/reports/:id/resolve', signedInOnly, async (request) =>
    reports.resolve(request.ctx, idParams(request.params, 'id').id, request.body),
  );
}
