import type { FastifyInstance, FastifyReply } from 'fastify';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import { icu, say } from '../../common/i18n.js';
import type { ServiceContext } from '../../common/actor.js';
import type { SavedSearch } from './saved-search.entity.js';
import type { SavedSearchService } from './saved-search.service.js';

/** What REST answers for a saved search (the criteria columns and the unsubscribe secret stay inside). */
const toJson = ({ id, name, filters, alert, createdAt, updatedAt }: SavedSearch) => ({ id, name, filters, alert, createdAt, updatedAt });

/** Saved searches of the signed-in user, and the unsubscribe link of alert emails (no sign-in). */
export function savedSearchRoutes(app: FastifyInstance, { savedSearches }: { savedSearches: SavedSearchService }): void {
  app.get('/api/saved-searches', signedInOnly, async (request) => (await savedSearches.list(request.ctx)).map(toJson));

  app.post('/api/saved-searches', signedInOnly, async (request, reply) => reply.status(201).send(toJson(await savedSearches.create(request.ctx, request.body))));

  app.patch('/api/saved-searches/:id', signedInOnly, async (request) =>
    toJson(await savedSearches.update(request.ctx, idParams(request.params, 'id').id, request.body)),
  );

  app.delete('/api/saved-searches/:id', signedInOnly, async (request, reply) => {
    await savedSearches.delete(request.ctx, idParams(request.params, 'id').id);
    return reply.status(204).send();
  });

  // The email's link opens a confirmation page (mail scanners follow links, so a GET changes nothing); its button,
  // and mail clients honouring List-Unsubscribe-Post, POST the same address (RFC 8058).
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.get('/api/saved-searches/unsubscribe', async (request, reply) => {
      const search = await savedSearches.findByUnsubscribeToken(request.ctx, tokenOf(request.query));
      const action = `/api/saved-searches/unsubscribe?token=${encodeURIComponent(search.unsubscribeToken)}`;
      const question = say(request.ctx, icu('Stop the email alerts of your saved search “{name}”?', { name: search.name }));
      return page(reply, request.ctx, question, `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(say(request.ctx, 'Unsubscribe'))}</button></form>`);
    });
    scope.post('/api/saved-searches/unsubscribe', async (request, reply) => {
      const search = await savedSearches.unsubscribe(request.ctx, tokenOf(request.query));
      const done = say(request.ctx, icu('You will no longer get email alerts for “{name}”. You can turn them back on in your saved searches.', { name: search.name }));
      return page(reply, request.ctx, done, '');
    });
  });
}

const tokenOf = (query: unknown): unknown => (query as { token?: unknown }).token;

function page(reply: FastifyReply, ctx: ServiceContext, text: string, body: string) {
  const lang = ctx.locale ?? 'en-CA';
  return reply
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Hearth</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem"><header><a href="/">Hearth</a></header><main><p>${escapeHtml(text)}</p>${body}</main></body></html>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
