import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { InquiryService } from './inquiry.service.js';

/** The inquiry calls of docs/product.md#rest-calls; lists carry `latestMessage` (the conversation's newest chat message, or null). */
export function inquiryRoutes(app: FastifyInstance, { inquiries }: { inquiries: InquiryService }): void {
  app.post('/api/inquiries', signedInOnly, async (request, reply) => reply.status(201).send(await inquiries.send(request.ctx, request.body)));

  app.get('/api/inquiries/tenant/:userId', signedInOnly, async (request) =>
    inquiries.listForTenant(request.ctx, idParams(request.params, 'userId').userId),
  );

  app.get('/api/inquiries/landlord/:userId', signedInOnly, async (request) =>
    inquiries.listForLandlord(request.ctx, idParams(request.params, 'userId').userId),
  );
}
