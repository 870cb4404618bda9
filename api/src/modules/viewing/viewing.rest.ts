import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { ViewingRequestService } from './viewing-request.service.js';
import type { ViewingService } from './viewing.service.js';

/** Viewing slots, bookings and requests (docs/product.md#viewings); the README's "Viewings" section lists the rules. */
export function viewingRoutes(app: FastifyInstance, { viewings, viewingRequests }: { viewings: ViewingService; viewingRequests: ViewingRequestService }): void {
  // The spec's route: `{propertyId}` alone is the plain request it always was; proposed times and a message are optional.
  app.post('/api/notifications/viewing-request', signedInOnly, async (request, reply) =>
    reply.status(201).send(await viewingRequests.request(request.ctx, request.body)),
  );

  app.get('/api/viewing-requests', signedInOnly, async (request) => viewingRequests.list(request.ctx, request.query));

  app.post('/api/viewing-requests/:id/accept', signedInOnly, async (request) =>
    viewingRequests.accept(request.ctx, idParams(request.params, 'id').id, request.body),
  );

  app.post('/api/viewing-requests/:id/offer-slots', signedInOnly, async (request) =>
    viewingRequests.offerSlots(request.ctx, idParams(request.params, 'id').id, request.body),
  );

  app.post('/api/viewing-requests/:id/decline', signedInOnly, async (request) =>
    viewingRequests.decline(request.ctx, idParams(request.params, 'id').id, request.body),
  );

  app.post('/api/viewing-requests/:id/withdraw', signedInOnly, async (request) => viewingRequests.withdraw(request.ctx, idParams(request.params, 'id').id));

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
