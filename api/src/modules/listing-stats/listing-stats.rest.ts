import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { ListingStatsService } from './listing-stats.service.js';

/** GET /api/properties/{id}/stats?days=30 (docs/product.md#listing-statistics): the owner's and admins' only. */
export function listingStatsRoutes(app: FastifyInstance, { listingStats }: { listingStats: ListingStatsService }): void {
  app.get('/api/properties/:id/stats', signedInOnly, async (request) => listingStats.stats(request.ctx, idParams(request.params, 'id').id, request.query));
}
