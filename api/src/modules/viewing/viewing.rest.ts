import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { ViewingService } from './viewing.service.js';

/** Viewing slots and bookings (docs/product.md#viewings); the README's "Viewings" section lists the rules. */
export function viewingRoutes(app: FastifyInstance, { viewings }: { viewings: ViewingService }): void {
  app.post('/api/properties/:id/viewing-slots', signedInOnly, async (request, reply) =>
    reply.status(201).send(await viewings.addSlots(request.ctx, idParams(request.params, 'id').id, request.body)),
  );

  app.get('/api/properties/:id/viewing-slots', signedInOnly, async (request) => viewings.listSlots(request.ctx, idParams(request.params, 'id').id));

  app.get('/api/properties/:id/viewing-notice', signedInOnly, async (request) => viewings.notice(request.ctx, idParams(request.params, 'id').id));

  app.delete('/api/viewing-slots/:id', signedInOnly, async (request, reply) => {
    await viewings.deleteSlot(request.ctx, idParams(request.params, 'id').id);
    return reply.status(204).send();
  });

  app.post('/api/viewing-slots/:id/bookings', signedInOnly, async (request, reply) =>
    reply.status(201).send(await viewings.book(request.ctx, idParams(request.params, 'id').id, request.body)),
  );

  // The reason may come in a JSON body or as ?reason= (some clients send no body with DELETE).
  app.delete('/api/viewing-bookings/:id', signedInOnly, async (request) =>
    viewings.cancel(request.ctx, idParams(request.params, 'id').id, request.body ?? request.query),
  );

  app.get('/api/viewing-bookings', signedInOnly, async (request) => viewings.listBookings(request.ctx, request.query));
}
