import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import type { VisitorExecutor } from './graphql/visitor-executor.js';
import { loadPageRenderer, type PageLocale } from './page-renderer.js';
import type { PageStatus } from './page-status.js';
import { sessionSecretOf } from './modules/auth/index.js';
import { LOCALE_COOKIE, requestLocale } from './common/locale.js';

/**
 * The language a page is sent in: the visitor's choice (the switcher's cookie), else the first language of
 * Accept-Language (by quality) that Hearth speaks, else English. Responses that depend on it say `Vary`.
 */
export function pageLocale(request: Pick<FastifyRequest, 'cookies' | 'headers'>): PageLocale {
  return requestLocale(null, request.headers['accept-language'], request.cookies[LOCALE_COOKIE]);
}

/** The pages rendered per request for visitors (a property, the rent report and a city's): their frame stands in. */
const RENDERED_PAGE = /^\/(property\/[^/?]+|rent-report|rent-report\/[^/?]+\/[^/?]+)\/?(\?|$)/;

/** The cache keys of a page: its language comes from these two headers. */
const PAGE_VARY = 'Cookie, Accept-Language';

/**
 * The maps' configuration, read by the map code when it loads (lazily, so the first page waits for nothing):
 * `styleUrl` is MAP_STYLE_URL, or null for the bundled offline basemap.
 */
function registerMapConfig(app: FastifyInstance, mapStyleUrl: string | undefined) {
  app.get('/map/config.json', (_request, reply) => reply.header('cache-control', 'no-cache').send({ styleUrl: mapStyleUrl ?? null }));
}

/**
 * Serves the built client with a history-API fallback, so client routes like /dashboard load index.html. A
 * signed-out visitor's property page is rendered with its data first (see docs/web-delivery.md).
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDist, renderConcurrency, mapStyleUrl }: Pick<AppConfig, 'webDist' | 'renderConcurrency' | 'mapStyleUrl'>,
  execute: VisitorExecutor,
  pageStatus: PageStatus,
  /** Counts a signed-out visitor's listing page for its statistics (docs/product.md#listing-statistics). */
  listingPageViewed: (listingId: number, request: FastifyRequest) => Promise<void> = async () => {},
): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  registerMapConfig(app, mapStyleUrl);
  const renderer = await loadPageRenderer(webDist, execute, renderConcurrency);
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true, // the .br/.gz siblings written by the web build
      // The built pages are sent by the routes below (language, status, no-cache), never by their file names.
      globIgnore: ['*.html', '*.html.br', '*.html.gz'],
      maxAge: '1h',
      // Content-hashed build output never changes under its name: cache it for a year.
      setHeaders: (res, filePath) => {
        if (filePath.startsWith(path.join(webDist, 'assets') + path.sep)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  // Without a rendered page (no renderer, or a render that failed or timed out), the web build's prerendered ones,
  // in the visitor's language: the home page before its data (home.html, home.fr-CA.html), the frame of a property
  // page (frame.html, frame.fr-CA.html) and the shell of a path that is none of the app's (not-found.html,
  // not-found.fr-CA.html). Every other route and anyone with a session start from the plain index.html (the
  // prerendered controls would differ from theirs until replaced; the app picks its language from the same cookie or
  // the browser's languages).
  const prerendered = (file: string, fallback = 'index.html') => (existsSync(path.join(webDist, file)) ? file : fallback);
  const builtPages = (name: string) => {
    const english = prerendered(`${name}.html`);
    return { 'en-CA': english, 'fr-CA': prerendered(`${name}.fr-CA.html`, english) } satisfies Record<PageLocale, string>;
  };
  const homePages = builtPages('home');
  const framePages = builtPages('frame');
  const notFoundPages = builtPages('not-found');
  const pageFor = (request: FastifyRequest, status: 200 | 404) => {
    if (request.url === '/') return sessionSecretOf(request.cookies) ? 'index.html' : homePages[pageLocale(request)];
    if (RENDERED_PAGE.test(request.url)) return framePages[pageLocale(request)];
    // A path that is none of the app's: the same shell, titled 'Page Not Found' in the visitor's language.
    return status === 404 ? notFoundPages[pageLocale(request)] : 'index.html';
  };
  // no-cache: after a deploy the page must name the new hashed assets, never the deleted old ones.
  const sendBuiltPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const status = await pageStatus(request);
    return reply.status(status).header('cache-control', 'no-cache').header('vary', PAGE_VARY).sendFile(pageFor(request, status), { cacheControl: false });
  };
  if (renderer) {
    // Rendered pages are compressed as they are sent (build files come precompressed, API replies stay as they are).
    await app.register(fastifyCompress, { global: false });
    const sendRenderedPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const page = sessionSecretOf(request.cookies) ? null : await renderer.render(request, pageLocale(request));
      if (page === null) return sendBuiltPage(request, reply);
      reply.allowScriptNonce(page.scriptNonce);
      return reply
        .status(await pageStatus(request))
        .header('cache-control', 'no-cache')
        .header('vary', PAGE_VARY)
        .type('text/html; charset=utf-8')
        .compress(page.html);
    };
    // A signed-out visitor's property page (a shared link, a search engine): its photo then shows without a script.
    // Its view is counted here, since the render runs as nobody (a signed-in visitor's page counts through its query).
    app.get('/property/:id', async (request, reply) => {
      const id = Number((request.params as { id: string }).id);
      const viewed = sessionSecretOf(request.cookies) || !Number.isSafeInteger(id) || id < 1 ? null : listingPageViewed(id, request);
      const [sent] = await Promise.all([sendRenderedPage(request, reply), viewed]);
      return sent;
    });
    // The rent report (national and a city's) is public: a search engine or a shared link gets its numbers in the HTML.
    app.get('/rent-report', sendRenderedPage);
    app.get('/rent-report/', sendRenderedPage);
    app.get('/rent-report/:province/:city', sendRenderedPage);
    // The home page with its listings: on a phone the first card is in the first screen, so its photo must be in the
    // HTML. With a query too: a search (the filter bar is a plain GET form until the app runs, so a search made
    // before then, or without scripts, lands here) or `?auth=sign-in` (a sign-in link followed before the app ran).
    app.get('/', sendRenderedPage);
  }
  // Not client routes: a missing build file must 404, not come back as the page (a script answered with HTML).
  const apiPrefixes = ['/api', '/graphql', '/ipfs/', '/healthz', '/assets/'];
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const isClientRoute = request.method === 'GET' && !apiPrefixes.some((prefix) => url.startsWith(prefix));
    if (hasWeb && isClientRoute) return sendBuiltPage(request, reply);
    return reply.status(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${url}` });
  });
}
