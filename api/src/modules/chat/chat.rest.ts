import type { FastifyInstance } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import type { ChatService } from './chat.service.js';

/**
 * The chat calls of docs/product.md#rest-calls. senderId in the body is ignored: the sender is the signed-in user. Each
 * message carries `safetyNotice`: text for the tenant a message with scam wording was written to, null for anyone else.
 */
export function chatRoutes(app: FastifyInstance, { chat }: { chat: ChatService }): void {
  app.get('/api/chat/:propertyId/:a/:b', signedInOnly, async (request) => {
    const { propertyId, a, b } = idParams(request.params, 'propertyId', 'a', 'b');
    const messages = await chat.conversationOfPair(request.ctx, propertyId, a, b);
    return messages.map((message) => chat.view(request.ctx, message));
  });

  app.post('/api/chat', signedInOnly, async (request, reply) => reply.status(201).send(chat.view(request.ctx, await chat.send(request.ctx, request.body))));
}
