import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.js';
import { idParams } from '../../rest/route-params.js';

/** Spec §7 GET /api/documents/property/{id}. */
export function documentRoutes(app: FastifyInstance, { documents }: AppServices): void {
  app.get('/api/documents/property/:id', async (request) => documents.listForProperty(request.ctx, idParams(request.params, 'id').id));
}
