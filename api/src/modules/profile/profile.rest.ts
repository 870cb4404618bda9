import type { FastifyInstance } from 'fastify';
import { setLocaleCookie } from '../../common/locale.js';
import { idParams, signedInOnly } from '../../common/rest-route.js';
import { sameSitePath } from '../../common/same-site-path.js';
import { LOCALES, languageOf } from '../../contracts/index.js';
import type { UserService } from './profile.service.js';

/**
 * The language switch (a plain link in the web app's bar, menu and footer, so it works before any script runs):
 * `GET /language?to=fr-CA&next=/property/12` remembers the choice in this browser for a year and, for someone
 * signed in, on their profile (`preferredLanguage`, so emails and other devices follow), then sends the person
 * back to the page, which comes in that language. `next` must be a path of this site (sameSitePath: no open redirect).
 */
function languageSwitch(app: FastifyInstance, users: UserService): void {
  app.get<{ Querystring: { to?: string; next?: string } }>('/language', async (request, reply) => {
    const { to, next } = request.query;
    const back = sameSitePath(next);
    const locale = LOCALES.find((known) => known === to);
    reply.header('cache-control', 'no-store');
    if (!locale) return reply.redirect(back, 303);
    setLocaleCookie(reply, locale, request.protocol === 'https');
    if (request.ctx.credential?.kind === 'session') await users.updateProfile(request.ctx, { preferredLanguage: languageOf(locale) });
    return reply.redirect(back, 303);
  });
}

/** docs/product.md#rest-calls: GET /api/users/{id} (what the viewer may see: profile.loaders.ts), GET/PATCH /api/profile. */
export function userRoutes(app: FastifyInstance, { users }: { users: UserService }): void {
  app.get('/api/users/:id', async (request) => users.view(request.ctx, idParams(request.params, 'id').id));
  app.get('/api/profile', signedInOnly, async (request) => users.profile(request.ctx));
  app.patch('/api/profile', signedInOnly, async (request) => users.updateProfile(request.ctx, request.body));
  languageSwitch(app, users);
}
