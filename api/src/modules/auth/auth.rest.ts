import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppServices } from '../../app-services.js';
import { authMeta } from '../../rest/request-context.js';
import type { AuthOutcome } from './auth.service.js';
import { sessionSecretOf } from './request-identity.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

const ROLE_HOME = { admin: '/admin', landlord: '/dashboard', tenant: '/' } as const;

/** Spec §7 auth calls, plus the magic-link and password-reset calls the spec leaves unshown. */
export function authRoutes(app: FastifyInstance, { auth, config }: AppServices): void {
  const secure = config.production;
  const answer = (reply: FastifyReply, outcome: AuthOutcome, status = 200) => {
    if (outcome.kind === 'magicLinkSent') return reply.status(202).send({ code: 'MAGIC_LINK_SENT', message: outcome.message });
    setSessionCookie(reply, outcome.sessionSecret, secure);
    return reply.status(status).send({ user: outcome.actor });
  };

  app.post('/api/auth/signup', async (request, reply) =>
    answer(reply, await auth.signup(request.ctx, request.body, authMeta(request)), 201),
  );

  app.post('/api/auth/login', async (request, reply) => answer(reply, await auth.login(request.ctx, request.body, authMeta(request))));

  app.post('/api/auth/magic-link', async (request, reply) =>
    answer(reply, await auth.redeemMagicLink(request.ctx, request.body, authMeta(request))),
  );

  // The emailed link: signs in and lands on the role's home page.
  app.get('/api/auth/magic-link', async (request, reply) => {
    const outcome = await auth.redeemMagicLink(request.ctx, request.query, authMeta(request));
    if (outcome.kind !== 'signedIn') return reply.status(400).send();
    setSessionCookie(reply, outcome.sessionSecret, secure);
    return reply.redirect(ROLE_HOME[outcome.actor.role], 303);
  });

  app.post('/api/auth/forgot-password', async (request, reply) => {
    const message = await auth.requestPasswordReset(request.ctx, request.body, authMeta(request));
    return reply.status(202).send({ code: 'RESET_LINK_SENT', message });
  });

  app.post('/api/auth/reset-password', async (request, reply) =>
    answer(reply, await auth.resetPassword(request.ctx, request.body, authMeta(request))),
  );

  app.post('/api/auth/logout', async (request, reply) => {
    await auth.logout(request.ctx, sessionSecretOf(request.cookies));
    clearSessionCookie(reply, secure);
    return reply.send({ success: true });
  });

  app.get('/api/auth/me', async (request) => auth.me(request.ctx));
}
