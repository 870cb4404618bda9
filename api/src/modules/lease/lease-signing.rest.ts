import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, sendPdf, signedInOnly } from '../../common/rest-route.js';
import type { LeaseSigningService } from './lease-signing.service.js';

const leaseId = (request: FastifyRequest) => idParams(request.params, 'id').id;

/** Signing a lease and reading its document and signed copy (docs/lease-signatures.md); thin adapters over LeaseSigningService. */
export function leaseSigningRoutes(app: FastifyInstance, { leaseSigning }: { leaseSigning: LeaseSigningService }): void {
  app.post('/api/leases/:id/signatures', signedInOnly, async (request, reply) => {
    const origin = { ipAddress: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
    return reply.status(201).send(await leaseSigning.sign(request.ctx, leaseId(request), request.body, origin));
  });

  app.get('/api/leases/:id/document', signedInOnly, async (request, reply) =>
    sendPdf(reply, await leaseSigning.document(request.ctx, leaseId(request), request.query)),
  );

  app.get('/api/leases/:id/signed-document', signedInOnly, async (request, reply) =>
    sendPdf(reply, await leaseSigning.signedDocument(request.ctx, leaseId(request))),
  );
}
