import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../common/actor.js';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { PropertyService } from './property.service.js';

/**
 * The property calls of docs/product.md#rest-calls.
 *
 * GET /api/properties answers the plain array of listing objects (docs/product.md#entities), newest first. Query: q (free text),
 * city (case-insensitive), propertyType, minRent, maxRent, bedrooms and bathrooms (minimums), furnished, parking,
 * petFriendly, availableFrom, bbox (west,south,east,north), status (default approved; 'all' or another status: admins
 * see every listing, others only public ones plus their own), showOnMarketplace (default true when no status is given).
 * priceDropped (true: the rent went down within the last 30 days). Each listing carries previousRent.
 * `sort`: newest, price_asc, price_desc or relevance (the default with q). Empty, 'all' and 'any' values are ignored;
 * malformed values are 400 VALIDATION_FAILED. Paging: `limit` (default 100, max 200) and `cursor`; when more rows
 * follow, `Link: <...>; rel="next"` (and `x-next-cursor`) give the next page. `X-Total-Count`: the matches on all pages.
 */
export function propertyRoutes(app: FastifyInstance, { properties, config }: { properties: PropertyService; config: { publicUrl: string } }): void {
  /** One listing with its previousRent, as every listing REST answers. */
  const one = async <T extends { id: number }>(ctx: ServiceContext, record: T) => (await properties.withPreviousRents(ctx, [record]))[0]!;

  app.get('/api/properties', async (request, reply) => {
    const page = await properties.browse(request.ctx, request.query);
    reply.header('x-total-count', await page.totalCount());
    if (page.nextCursor) {
      reply.header('x-next-cursor', page.nextCursor);
      reply.header('link', `<${nextPageUrl(config.publicUrl, request, page.nextCursor)}>; rel="next"`);
    }
    return properties.withPreviousRents(request.ctx, page.items);
  });

  app.get('/api/properties/suggestions', async (request) => properties.suggestPlaces(request.ctx, request.query));

  app.get('/api/properties/owner/:userId', async (request, reply) => {
    const page = await properties.listByOwner(request.ctx, idParams(request.params, 'userId').userId, request.query);
    if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
    return properties.withPreviousRents(request.ctx, page.items);
  });

  app.get('/api/properties/:id', async (request) => one(request.ctx, await properties.get(request.ctx, idParams(request.params, 'id').id)));

  /** Every rent the listing has had, oldest first: `[{monthlyRent, from}]`; 404 where the listing is. */
  app.get('/api/properties/:id/price-history', async (request) => properties.priceHistory(request.ctx, idParams(request.params, 'id').id));

  app.post('/api/properties', signedInOnly, async (request, reply) => reply.status(201).send(await one(request.ctx, await properties.create(request.ctx, request.body))));

  app.put('/api/properties/:id', signedInOnly, async (request) => one(request.ctx, await properties.update(request.ctx, idParams(request.params, 'id').id, request.body)));

  app.delete('/api/properties/:id', signedInOnly, async (request) => {
    await properties.delete(request.ctx, idParams(request.params, 'id').id);
    return { success: true };
  });
}

/** The same request with the next page's cursor (RFC 8288 `Link` target), on the site's own address (never the Host header's). */
function nextPageUrl(publicUrl: string, request: FastifyRequest, cursor: string): string {
  const url = new URL(request.url, publicUrl);
  url.searchParams.set('cursor', cursor);
  return url.toString();
}
