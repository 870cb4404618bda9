import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionSecretOf } from './modules/auth/request-identity.js';

/** Serves the built client with a history-API fallback, so client routes like /dashboard load index.html. */
export function registerWebApp(app: FastifyInstance, webDist: string): void {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true, // the .br/.gz siblings written by the web build
      maxAge: '1h',
      // Content-hashed build output never changes under its name: cache it for a year.
      setHeaders: (res, filePath) => {
        if (filePath.startsWith(path.join(webDist, 'assets') + path.sep)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  // The web build prerenders the home page as a signed-out visitor sees it (home.html) and the frame of a
  // property page (frame.html); every other route, a home page with filters in its query and anyone with a
  // session start from the plain index.html (the prerendered controls would differ from theirs until replaced).
  const prerendered = (file: string) => (existsSync(path.join(webDist, file)) ? file : 'index.html');
  const homePage = prerendered('home.html');
  const framePage = prerendered('frame.html');
  const pageFor = (request: FastifyRequest) => {
    if (request.url === '/') return sessionSecretOf(request.cookies) ? 'index.html' : homePage;
    return /^\/property\/[^/?]+(\?|$)/.test(request.url) ? framePage : 'index.html';
  };
  // Not client routes: a missing build file must 404, not come back as the page (a script answered with HTML).
  const apiPrefixes = ['/api', '/graphql', '/ipfs/', '/healthz', '/assets/'];
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const isClientRoute = request.method === 'GET' && !apiPrefixes.some((prefix) => url.startsWith(prefix));
    // no-cache: after a deploy the page must name the new hashed assets, never the deleted old ones.
    if (hasWeb && isClientRoute) return reply.header('cache-control', 'no-cache').sendFile(pageFor(request), { cacheControl: false });
    return reply.status(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${url}` });
  });
}
