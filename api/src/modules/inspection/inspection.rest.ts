import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, sendPdf, signedInOnly } from '../../common/rest-route.js';
import type { InspectionService } from './inspection.service.js';

const id = (request: FastifyRequest) => idParams(request.params, 'id').id;

/** Condition inspections (docs/inspections.md); thin adapters over InspectionService. */
export function inspectionRoutes(app: FastifyInstance, { inspections }: { inspections: InspectionService }): void {
  app.post('/api/leases/:id/inspections', signedInOnly, async (request, reply) => reply.status(201).send(await inspections.create(request.ctx, id(request), request.body)));

  app.get('/api/leases/:id/inspections', signedInOnly, async (request) => inspections.listForLease(request.ctx, id(request)));

  app.get('/api/inspections/:id', signedInOnly, async (request) => inspections.get(request.ctx, id(request)));

  app.post('/api/inspections/:id/signatures', signedInOnly, async (request, reply) => {
    const origin = { ipAddress: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
    return reply.status(201).send(await inspections.sign(request.ctx, id(request), request.body, origin));
  });

  app.get('/api/inspections/:id/document', signedInOnly, async (request, reply) => sendPdf(reply, await inspections.document(request.ctx, id(request), request.query)));

  app.get('/api/inspections/:id/signed-document', signedInOnly, async (request, reply) => sendPdf(reply, await inspections.signedDocument(request.ctx, id(request))));
}
