import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { LeaseService } from './lease.service.js';
import type { LeaseInvitationService } from './lease-invitation.service.js';

/** The lease calls of docs/product.md#rest-calls; thin adapters over LeaseService. */
export function leaseRoutes(app: FastifyInstance, { leases, leaseInvitations }: { leases: LeaseService; leaseInvitations: LeaseInvitationService }): void {
  app.post('/api/leases', signedInOnly, async (request, reply) => reply.status(201).send(await leases.create(request.ctx, request.body)));

  app.get('/api/leases/property/:id', async (request) => leases.listForProperty(request.ctx, idParams(request.params, 'id').id));

  app.get('/api/leases/tenant/:userId', signedInOnly, async (request) =>
    leases.listForTenant(request.ctx, idParams(request.params, 'userId').userId),
  );

  // A pending lease is an invitation: its tenant accepts or declines it, its landlord may withdraw it.
  app.post('/api/leases/:id/accept', signedInOnly, async (request) => leaseInvitations.accept(request.ctx, idParams(request.params, 'id').id));
  app.post('/api/leases/:id/decline', signedInOnly, async (request) => leaseInvitations.decline(request.ctx, idParams(request.params, 'id').id));
  // The landlord offers the tenant of an active lease a new pending lease from the day after its end.
  app.get('/api/leases/:id/renewal', signedInOnly, async (request) => leases.renewalTerms(request.ctx, idParams(request.params, 'id').id));
  app.post('/api/leases/:id/renewal', signedInOnly, async (request, reply) =>
    reply.status(201).send(await leases.offerRenewal(request.ctx, idParams(request.params, 'id').id, request.body)),
  );
  app.post('/api/leases/:id/withdraw', signedInOnly, async (request) => leaseInvitations.withdraw(request.ctx, idParams(request.params, 'id').id));

  // userId 0 = every lease (admin view).
  app.get('/api/leases/landlord/:userId', signedInOnly, async (request) => {
    const { userId } = idParams(request.params, 'userId');
    return leases.listForLandlord(request.ctx, userId === 0 ? 'all' : userId);
  });
}
