import type { FastifyInstance } from 'fastify';
import { idParams } from '../../common/rest-route.js';
import type { DocumentService } from './document.service.js';

/** GET /api/documents/property/{id} (docs/product.md#rest-calls). */
export function documentRoutes(app: FastifyInstance, { documents }: { documents: DocumentService }): void {
  app.get('/api/documents/property/:id', async (request) => documents.listForProperty(request.ctx, idParams(request.params, 'id').id));
}
