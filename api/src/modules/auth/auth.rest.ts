import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from '../../common/domain-error.js';
import { RETURN_PATH_PARAM, safeReturnPath, tokenSchema } from '../../contracts/index.js';
import { signedInOnly } from '../../common/rest-route.js';
import { sessionSecretOf } from './request-identity.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import type { AuthOutcome, AuthService } from './auth.service.js';
import type { EmailVerificationService } from './email-verification.service.js';

function authMeta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'], previousSession: sessionSecretOf(request.cookies) };
}

/** The auth calls of docs/product.md#rest-calls, with the magic-link, password-reset and email-verification calls. */
export function authRoutes(app: FastifyInstance, { auth, emailVerification, config }: { auth: AuthService; emailVerification: EmailVerificationService; config: { production: boolean } }): void {
  const secure = config.production;
  const answer = (reply: FastifyReply, outcome: AuthOutcome, status = 200) => {
    if (outcome.kind === 'magicLinkSent') return reply.status(202).send({ code: 'MAGIC_LINK_SENT', message: outcome.message });
    setSessionCookie(reply, outcome, secure);
    return reply.status(status).send({ user: outcome.actor });
  };

  app.post('/api/auth/signup', async (request, reply) =>
    answer(reply, await auth.signup(request.ctx, request.body, authMeta(request)), 201),
  );

  app.post('/api/auth/login', async (request, reply) => answer(reply, await auth.login(request.ctx, request.body, authMeta(request))));

  app.post('/api/auth/magic-link', async (request, reply) =>
    answer(reply, await auth.redeemMagicLink(request.ctx, request.body, authMeta(request))),
  );

  // Links mailed before the sign-in page existed. A GET must never spend the token (mail scanners and link
  // previewers fetch links), so it only forwards to the page, where the user's own click POSTs it.
  // The page it came from (`next`) goes along only when it is a path of this site: never an open redirect.
  app.get('/api/auth/magic-link', async (request, reply) => {
    const query = request.query as { token?: unknown; next?: unknown } | undefined;
    const { token } = parseInput(tokenSchema, { token: query?.token });
    const forward = new URLSearchParams({ token });
    const next = safeReturnPath(query?.next);
    if (next) forward.set(RETURN_PATH_PARAM, next);
    return reply.header('cache-control', 'no-store').redirect(`/magic-link?${forward}`, 303);
  });

  app.post('/api/auth/forgot-password', async (request, reply) => {
    const message = await auth.requestPasswordReset(request.ctx, request.body, authMeta(request));
    return reply.status(202).send({ code: 'RESET_LINK_SENT', message });
  });

  app.post('/api/auth/reset-password', async (request, reply) =>
    answer(reply, await auth.resetPassword(request.ctx, request.body, authMeta(request))),
  );

  app.post('/api/auth/verify-email', async (request) => ({
    code: 'EMAIL_VERIFIED',
    message: await emailVerification.verify(request.ctx, request.body),
  }));

  app.post('/api/auth/resend-verification', signedInOnly, async (request, reply) =>
    reply.status(202).send({ code: 'VERIFICATION_SENT', message: await emailVerification.resend(request.ctx, authMeta(request)) }),
  );

  app.post('/api/auth/logout', async (request, reply) => {
    await auth.logout(request.ctx, sessionSecretOf(request.cookies));
    clearSessionCookie(reply, secure);
    return reply.send({ success: true });
  });

  app.post('/api/auth/logout-all', signedInOnly, async (request, reply) => {
    await auth.signOutEverywhere(request.ctx);
    clearSessionCookie(reply, secure);
    return reply.send({ success: true });
  });

  app.get('/api/auth/me', async (request) => auth.me(request.ctx));
}
