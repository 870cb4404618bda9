import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, sendPdf, signedInOnly } from '../../common/rest-route.js';
import type { RentService } from './rent.service.js';

const id = (request: FastifyRequest) => idParams(request.params, 'id').id;

/** The rent ledger's calls (docs/rent-ledger.md); thin adapters over RentService. */
export function rentRoutes(app: FastifyInstance, { rent }: { rent: RentService }): void {
  app.post('/api/leases/:id/payments', signedInOnly, async (request, reply) => reply.status(201).send(await rent.recordPayment(request.ctx, id(request), request.body)));
  app.get('/api/leases/:id/ledger', signedInOnly, async (request) => rent.ledger(request.ctx, id(request)));
  app.get('/api/payments/:id/receipt', signedInOnly, async (request, reply) => sendPdf(reply, await rent.receipt(request.ctx, id(request), request.query)));
  app.get('/api/leases/:id/rent-statement', signedInOnly, async (request, reply) => sendPdf(reply, await rent.statement(request.ctx, id(request), request.query)));
  app.put('/api/leases/:id/dwelling-number', signedInOnly, async (request) => rent.setDwellingNumber(request.ctx, id(request), request.body));
  app.get('/api/leases/:id/rl31', signedInOnly, async (request, reply) => sendPdf(reply, await rent.rl31(request.ctx, id(request), request.query)));
}
