import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { SavedPropertyService } from './saved-property.service.js';

/** The saved-properties calls of docs/product.md#rest-calls; anonymous callers get 401 'Authentication required'. */
export function savedPropertyRoutes(app: FastifyInstance, { savedProperties }: { savedProperties: SavedPropertyService }): void {
  app.get('/api/saved-properties', signedInOnly, async (request) => savedProperties.list(request.ctx));

  app.get('/api/saved-properties/check/:propertyId', signedInOnly, async (request) => ({
    saved: await savedProperties.isSaved(request.ctx, idParams(request.params, 'propertyId').propertyId),
  }));

  app.post('/api/saved-properties', signedInOnly, async (request, reply) => {
    const { entry } = await savedProperties.save(request.ctx, request.body);
    return reply.status(201).send({ id: entry.id, userId: entry.userId, propertyId: entry.propertyId, createdAt: entry.createdAt });
  });

  app.delete('/api/saved-properties/:propertyId', signedInOnly, async (request) => {
    await savedProperties.unsave(request.ctx, idParams(request.params, 'propertyId').propertyId);
    return { saved: false };
  });
}
