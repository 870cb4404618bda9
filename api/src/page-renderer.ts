import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Locale } from './contracts/index.js';
import type { VisitorExecutor } from './graphql/visitor-executor.js';

/** The web app's locales; en-CA is the source. The web build prerenders and renders its pages in each. */
export type PageLocale = Locale;

/** The web build's server renderer (web/src/server-render.tsx, built into web/dist-ssr beside web/dist). */
interface ServerRenderModule {
  renderPage(url: string, execute: VisitorExecutor, signal?: AbortSignal, scriptNonce?: string, locale?: PageLocale): Promise<string>;
}

/** A rendered page and the nonce its inline scripts carry (the response's CSP must name it). */
export interface RenderedPage {
  html: string;
  scriptNonce: string;
}

/** A page that takes longer than this to render is sent unrendered (prerendered or plain) instead. */
const RENDER_TIMEOUT_MS = 3000;

export interface PageRenderer {
  /**
   * The page's HTML with its data, or null when it could not be rendered in time or every render slot is busy (the
   * caller sends the built page). In `locale`, the visitor's language.
   */
  render(request: FastifyRequest, locale: PageLocale): Promise<RenderedPage | null>;
}

/** Loads the web build's server renderer, or null when the build has none (no web build, or an API-only test). */
export async function loadPageRenderer(webDist: string, execute: VisitorExecutor, maxConcurrentRenders: number): Promise<PageRenderer | null> {
  const moduleFile = path.resolve(webDist, '../dist-ssr/server-render.js');
  if (!existsSync(path.join(webDist, 'index.html')) || !existsSync(moduleFile)) return null;
  const { renderPage } = (await import(moduleFile)) as ServerRenderModule;
  // Visitors asking for a URL while it renders share that render (a burst on one listing costs one, about 30 ms
  // of CPU); nothing is kept after it, so a page never shows data older than the request.
  // Renders take CPU from every other request: past maxConcurrentRenders distinct URLs at once, a visitor gets the
  // prerendered frame at once (it loads its data on the client) rather than a place in a queue.
  // Visitors sharing a render share its nonce: they get the same page, so none learns anything to inject elsewhere.
  const inFlight = new Map<string, Promise<RenderedPage>>();
  // Visitors share a render of the same URL in the same language.
  const shared = (url: string, locale: PageLocale) => {
    const key = `${locale} ${url}`;
    let page = inFlight.get(key);
    if (!page) {
      if (inFlight.size >= maxConcurrentRenders) return null;
      const scriptNonce = randomBytes(16).toString('base64');
      page = withinTimeout((signal) => renderPage(url, execute, signal, scriptNonce, locale))
        .then((html) => ({ html, scriptNonce }))
        .finally(() => inFlight.delete(key));
      inFlight.set(key, page);
    }
    return page;
  };
  return {
    async render(request, locale) {
      try {
        return await shared(request.url, locale);
      } catch (error) {
        request.log.warn({ err: error, url: request.url }, 'server rendering failed: sending the page unrendered');
        return null;
      }
    },
  };
}

/** Gives up after RENDER_TIMEOUT_MS whether or not the render heeds its signal, so no visitor waits on a stuck one. */
function withinTimeout(render: (signal: AbortSignal) => Promise<string>): Promise<string> {
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  const timedOut = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
  return Promise.race([render(signal), timedOut]);
}
