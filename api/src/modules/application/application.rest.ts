import { wrap } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import { sendDownload } from '../upload/index.js';
import type { RentalApplicationService } from './rental-application.service.js';
import type { RentalProfileService } from './rental-profile.service.js';

/** The rental profile and application calls (docs/product.md#rental-applications); thin adapters over the two services. */
export function applicationRoutes(
  app: FastifyInstance,
  { rentalProfiles, applications }: { rentalProfiles: RentalProfileService; applications: RentalApplicationService },
): void {
  app.get('/api/rental-profile', signedInOnly, async (request) => rentalProfiles.get(request.ctx));
  app.put('/api/rental-profile', signedInOnly, async (request) => rentalProfiles.save(request.ctx, request.body));

  app.post('/api/properties/:id/applications', signedInOnly, async (request, reply) =>
    reply.status(201).send(await applications.apply(request.ctx, idParams(request.params, 'id').id, request.body)),
  );
  app.get('/api/properties/:id/applications', signedInOnly, async (request) => applications.listForProperty(request.ctx, idParams(request.params, 'id').id));

  app.get('/api/applications/mine', signedInOnly, async (request) => applications.mine(request.ctx));
  // An accepted application answers what Create Lease is prefilled with, as GraphQL's RentalApplication.leaseDraft.
  app.post('/api/applications/:id/decision', signedInOnly, async (request) => {
    const decided = await applications.decide(request.ctx, idParams(request.params, 'id').id, request.body);
    return { ...wrap(decided).toObject(), leaseDraft: await applications.leaseDraft(request.ctx, decided) };
  });
  app.post('/api/applications/:id/withdraw', signedInOnly, async (request) => applications.withdraw(request.ctx, idParams(request.params, 'id').id));
  app.delete('/api/applications/:id', signedInOnly, async (request) => applications.delete(request.ctx, idParams(request.params, 'id').id));
  app.get('/api/applications/:id/access-log', signedInOnly, async (request) => applications.accessLog(request.ctx, idParams(request.params, 'id').id));

  app.get<{ Params: { id: string; cid: string } }>('/api/applications/:id/documents/:cid', signedInOnly, async (request, reply) => {
    const { id } = idParams({ id: request.params.id }, 'id');
    const download = await applications.openDocument(request.ctx, id, {
      cid: request.params.cid,
      range: request.headers.range,
      ifNoneMatch: request.headers['if-none-match'],
    });
    return sendDownload(reply, download);
  });
}
