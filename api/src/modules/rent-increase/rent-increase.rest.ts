import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, sendPdf, signedInOnly } from '../../common/rest-route.js';
import type { RentGuidelineService } from './rent-guideline.service.js';
import type { RentIncreaseService } from './rent-increase.service.js';

const id = (request: FastifyRequest) => idParams(request.params, 'id').id;

/** Rent increases and the admins' guidelines (docs/rent-increases.md); thin adapters over the services. */
export function rentIncreaseRoutes(app: FastifyInstance, { rentIncreases, rentGuidelines }: { rentIncreases: RentIncreaseService; rentGuidelines: RentGuidelineService }): void {
  app.post('/api/leases/:id/rent-increases', signedInOnly, async (request, reply) => reply.status(201).send(await rentIncreases.propose(request.ctx, id(request), request.body)));
  app.get('/api/leases/:id/rent-increases', signedInOnly, async (request) => rentIncreases.list(request.ctx, id(request)));
  app.get('/api/leases/:id/rent-increases/check', signedInOnly, async (request) => rentIncreases.check(request.ctx, id(request), request.query));
  app.get('/api/rent-increases/:id/notice', signedInOnly, async (request, reply) => sendPdf(reply, await rentIncreases.notice(request.ctx, id(request), request.query)));
  app.post('/api/rent-increases/:id/response', signedInOnly, async (request) => rentIncreases.respond(request.ctx, id(request), request.body));
  app.get('/api/admin/rent-guidelines', signedInOnly, async (request) => rentGuidelines.list(request.ctx));
  app.put('/api/admin/rent-guidelines/:province/:year', signedInOnly, async (request) => rentGuidelines.put(request.ctx, request.params, request.body));
}
