import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../common/domain-error.js';
import { idParams, sendPdf, signedInOnly } from '../../common/rest-route.js';
import type { DepositReturnService } from './deposit-return.service.js';

const leaseId = (request: FastifyRequest) => idParams(request.params, 'id').id;

/** The deposit's return of a lease (docs/deposit-return.md); thin adapters over DepositReturnService. */
export function depositReturnRoutes(app: FastifyInstance, { depositReturns }: { depositReturns: DepositReturnService }): void {
  app.post('/api/leases/:id/deposit-return', signedInOnly, async (request, reply) =>
    reply.status(201).send(await depositReturns.create(request.ctx, leaseId(request), request.body)),
  );

  app.get('/api/leases/:id/deposit-return', signedInOnly, async (request) => {
    const statement = await depositReturns.find(request.ctx, leaseId(request));
    if (!statement) throw new DomainError('NOT_FOUND', 'This lease has no deposit statement yet.');
    return statement;
  });

  app.get('/api/leases/:id/deposit-return/statement', signedInOnly, async (request, reply) =>
    sendPdf(reply, await depositReturns.statement(request.ctx, leaseId(request), request.query)),
  );
}
