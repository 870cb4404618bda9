import type { FastifyInstance } from 'fastify';
import { signedInOnly } from '../../common/rest-route.js';
import type { ListingTextService } from './listing-text.js';

/**
 * POST /api/listing-text/check {text, province?}: signed-in users; 200 {ok: true, findings: []} or {ok: false, code:
 * 'DISCRIMINATORY_TEXT', message, findings}, the answer create and edit would give (docs/listing-text-screening.md).
 */
export function listingTextRoutes(app: FastifyInstance, { listingText }: { listingText: ListingTextService }): void {
  app.post('/api/listing-text/check', signedInOnly, async (request) => listingText.check(request.ctx, request.body));
}
