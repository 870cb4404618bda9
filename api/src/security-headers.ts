import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from './config.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Adds a script nonce to this response's Content-Security-Policy (a page rendered with that nonce). */
    allowScriptNonce(nonce: string): FastifyReply;
  }
}

/** The pages the API sends: the build's shell, its prerendered pages, and the template of rendered ones. */
function builtPages(webDist: string): string[] {
  const read = (file: string) => (existsSync(path.join(webDist, file)) ? readFileSync(path.join(webDist, file), 'utf8') : '');
  const pageShell = read('../dist-ssr/page-shell.json');
  return [read('index.html'), read('home.html'), read('frame.html'), pageShell ? (JSON.parse(pageShell) as { template: string }).template : ''];
}

/**
 * CSP sources of the inline scripts the pages run (the photo-fallback listener), hashed from the built files at
 * start-up. Scripts with a `src` and data blocks (`type="application/json"`, the Apollo state) are not run: CSP
 * does not apply to them.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const hashes = new Set<string>();
  for (const html of builtPages(webDist)) {
    for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=/.test(attributes) || /\stype="(?!module"|text\/javascript")/.test(attributes)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/** The origin of MAP_STYLE_URL: its style, tiles, glyphs and sprites are fetched from there. */
const mapOrigin = (mapStyleUrl: string | undefined) => {
  try {
    return mapStyleUrl ? [new URL(mapStyleUrl).origin] : [];
  } catch {
    return [];
  }
};

function contentSecurityPolicy(webDist: string, mapStyleUrl: string | undefined): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(webDist)],
    'script-src-attr': ["'none'"],
    // Rendered pages carry their CSS inline and components set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Listing photos may be on public IPFS gateways; previews of chosen files are blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...mapOrigin(mapStyleUrl)], // 'self' covers the same-origin graphql-ws socket
    // The map's worker is a build file; MapLibre may also start one from a blob.
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/** Sets the browser-facing headers on a reply, and the CSP sources a rendered page's nonce extends. */
export interface SecurityHeaders {
  directives: Record<string, string[]>;
  set(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * Browser-facing headers on every response (helmet): a Content-Security-Policy whose scripts are the app's own files
 * plus the hashed inline ones (and, on a rendered page, React's scripts by that render's nonce), COOP, a
 * Permissions-Policy, and HSTS in production or over HTTPS. Why: docs/web-delivery.md.
 *
 * helmet's middleware is built once, at start-up: @fastify/helmet builds a new one on every request, validating and
 * serializing every CSP directive again (~9 KB and ~12 µs per request, docs/search.md). It answers synchronously:
 * the headers are set when `set` returns, so the refusals Fastify's router makes before any hook get them too.
 */
export function securityHeaders(config: Pick<AppConfig, 'webDist' | 'production' | 'mapStyleUrl'>): SecurityHeaders {
  const directives = contentSecurityPolicy(config.webDist, config.mapStyleUrl);
  const everyPage = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false, // set below, only where the browser can keep it
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  return {
    directives,
    set(request, reply) {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (config.production || request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      everyPage(request.raw, reply.raw, () => {});
      return reply;
    },
  };
}

/** The headers on every answer, /graphql included (it serves no landing page, and so loads nothing from a CDN). */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.decorateReply('allowScriptNonce', function (nonce: string) {
    const withNonce = { ...headers.directives, 'script-src': [...headers.directives['script-src']!, `'nonce-${nonce}'`] };
    return this.header('content-security-policy', Object.entries(withNonce).map(([name, sources]) => `${name} ${sources.join(' ')}`).join(';'));
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers.set(request, reply);
    done();
  });
}
