import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../common/domain-error.js';
import { idParams, signedInOnly } from '../../common/rest-route.js';
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

  // Inline (the browser shows it), never cached by anyone else: it names the parties and their money.
  app.get('/api/leases/:id/deposit-return/statement', signedInOnly, async (request, reply) => {
    const { bytes, fileName } = await depositReturns.statement(request.ctx, leaseId(request), request.query);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
