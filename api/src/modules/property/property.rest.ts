import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { PropertyService } from './property.service.js';

/**
 * Spec §7 property calls.
 *
 * GET /api/properties answers the plain array of §3 property objects, newest first. Query: city (case-insensitive),
 * propertyType, minRent, maxRent, bedrooms (a minimum), status (default approved; 'all' or another status: admins see
 * every listing, others only public ones plus their own), showOnMarketplace (default true when no status is given).
 * `sort`: newest (default), price_asc or price_desc.
 * Empty, 'all' and 'any' values are ignored; malformed values are 400 VALIDATION_FAILED. Paging: `limit` (default 100,
 * max 200) and `cursor`; when more rows follow, the `x-next-cursor` response header carries the next page's cursor.
 */
export function propertyRoutes(app: FastifyInstance, { properties }: { properties: PropertyService }): void {
  app.get('/api/properties', async (request, reply) => {
    const page = await properties.browse(request.ctx, request.query);
    if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
    return page.items;
  });

  app.get('/api/properties/owner/:userId', async (request, reply) => {
    const page = await properties.listByOwner(request.ctx, idParams(request.params, 'userId').userId, request.query);
    if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
    return page.items;
  });

  app.get('/api/properties/:id', async (request) => properties.get(request.ctx, idParams(request.params, 'id').id));

  app.post('/api/properties', signedInOnly, async (request, reply) => reply.status(201).send(await properties.create(request.ctx, request.body)));

  app.put('/api/properties/:id', signedInOnly, async (request) => properties.update(request.ctx, idParams(request.params, 'id').id, request.body));

  app.delete('/api/properties/:id', signedInOnly, async (request) => {
    await properties.delete(request.ctx, idParams(request.params, 'id').id);
    return { success: true };
  });
}
