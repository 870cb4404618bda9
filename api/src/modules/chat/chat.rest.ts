import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { ChatService } from './chat.service.js';

/** The chat calls of docs/product.md#rest-calls. senderId in the body is ignored: the sender is the signed-in user. */
export function chatRoutes(app: FastifyInstance, { chat }: { chat: ChatService }): void {
  app.get('/api/chat/:propertyId/:a/:b', signedInOnly, async (request) => {
    const { propertyId, a, b } = idParams(request.params, 'propertyId', 'a', 'b');
    return chat.conversationOfPair(request.ctx, propertyId, a, b);
  });

  app.post('/api/chat', signedInOnly, async (request, reply) => reply.status(201).send(await chat.send(request.ctx, request.body)));
}
