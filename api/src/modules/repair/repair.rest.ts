import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { RepairService } from './repair.service.js';

/** Repair requests (docs/product.md#repair-requests). */
export function repairRoutes(app: FastifyInstance, { repairs }: { repairs: RepairService }): void {
  app.post('/api/leases/:id/repair-requests', signedInOnly, async (request, reply) =>
    reply.status(201).send(await repairs.file(request.ctx, idParams(request.params, 'id').id, request.body)),
  );

  app.get('/api/repair-requests', signedInOnly, async (request) => repairs.list(request.ctx, request.query));

  app.get('/api/repair-requests/:id', signedInOnly, async (request) => repairs.get(request.ctx, idParams(request.params, 'id').id));

  app.patch('/api/repair-requests/:id', signedInOnly, async (request) => repairs.move(request.ctx, idParams(request.params, 'id').id, request.body));

  app.post('/api/repair-requests/:id/comments', signedInOnly, async (request, reply) =>
    reply.status(201).send(await repairs.comment(request.ctx, idParams(request.params, 'id').id, request.body)),
  );
}
