import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, testUser } from '../test/marketplace-fixtures.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { RATE_LIMITS_OFF, type AppConfig } from './config.js';
import { RENT_REPORT_MIN_SAMPLE, SESSION_COOKIE } from './contracts/index.js';
import { elapsedMs } from '../test/clock.js';

const script = `export const app = "${'hearth '.repeat(400)}";\n`;
const inlineScript = "addEventListener('error', function () {}, true);";
const indexHtml = `<!doctype html><html><head><script>${inlineScript}</script></head><body><div id="root"><header>frame</header></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;
const homeHtml = indexHtml.replace('frame', 'home');
const frameHtml = indexHtml.replace('frame', 'property frame');
const homeFrenchHtml = indexHtml.replace('frame', 'accueil');
const frameFrenchHtml = indexHtml.replace('frame', 'cadre du logement');
const notFoundHtml = indexHtml.replace('<head>', '<head><title>Page Not Found · Hearth</title>');
const notFoundFrenchHtml = indexHtml.replace('<head>', '<head><title>Page introuvable · Hearth</title>');

/** A server renderer as the web build leaves it in dist-ssr: its page (large enough to be compressed) names the URL, what the visitor may see and the render count. */
const serverRenderModule = `let renders = 0;
export async function renderPage(url, execute, signal, scriptNonce, locale) {
  if (url.includes('broken')) throw new Error('render failed');
  if (url.includes('popular')) await new Promise((resolve) => setTimeout(resolve, 300));
  if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 1500));
  if (url.includes('stuck')) await new Promise(() => {}); // never settles, whatever the signal says
  renders += 1;
  const { data } = await execute({ query: '{ me { id } }' });
  return '<!doctype html><div id="root" data-prerendered="page">' + (locale === 'fr-CA' ? '[fr-CA] ' : '') + url + ' ' + JSON.stringify(data) + ' render ' + renders + '</div>' + '<p>rentals</p>'.repeat(200) + '<script nonce="' + scriptNonce + '">reveal()</script>';
}
`;

/** A built web app as `vite build` leaves it: hashed assets with their .br/.gz siblings; with the server renderer when asked. */
async function fakeWebDist({ serverRender = false } = {}): Promise<string> {
  const build = await mkdtemp(path.join(os.tmpdir(), 'hearth-web-'));
  const dist = path.join(build, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  if (serverRender) {
    await mkdir(path.join(build, 'dist-ssr'));
    await writeFile(path.join(build, 'dist-ssr/server-render.js'), serverRenderModule);
  }
  await writeFile(path.join(dist, 'index.html'), indexHtml);
  await writeFile(path.join(dist, 'home.html'), homeHtml);
  await writeFile(path.join(dist, 'frame.html'), frameHtml);
  await writeFile(path.join(dist, 'home.fr-CA.html'), homeFrenchHtml);
  await writeFile(path.join(dist, 'frame.fr-CA.html'), frameFrenchHtml);
  await writeFile(path.join(dist, 'not-found.html'), notFoundHtml);
  await writeFile(path.join(dist, 'not-found.fr-CA.html'), notFoundFrenchHtml);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'assets/index-abc123.js'), script);
  await writeFile(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));
  return dist;
}

/** A test app on `webDist` with one public listing (its property page answers 200) and one pending one. */
async function appWithListings(webDist: string, overrides: Partial<AppConfig> = {}) {
  const t = await startTestApp({ webDist, ...overrides });
  const landlord = await testUser(t, 'landlord');
  return { t, listed: await insertProperty(t, landlord.id), pending: await insertProperty(t, landlord.id, { status: 'pending' }), landlord };
}

/** For a describe block: an app on a server-rendering web build with listings, started before its tests and closed after. */
function renderingApp(overrides: Partial<AppConfig> = {}) {
  const app = {} as { t: TestApp; listed: number; webDist: string };
  beforeAll(async () => {
    app.webDist = await fakeWebDist({ serverRender: true });
    ({ t: app.t, listed: app.listed } = await appWithListings(app.webDist, overrides));
  });
  afterAll(() => app.t.close());
  return app;
}

describe('web app serving', () => {
  let t: TestApp;
  let listed: number;
  let pending: number;
  let landlordCookie: string;
  beforeAll(async () => {
    const app = await appWithListings(await fakeWebDist());
    ({ t, listed, pending } = app);
    landlordCookie = app.landlord.client.cookieHeader();
  });
  afterAll(() => t.close());

  it('serves client routes with index.html, the home and property pages prerendered, never cached stale', async () => {
    const pages = [
      ['/', homeHtml],
      ['/?city=Toronto', indexHtml], // the prerendered home has no filters: the client renders these
      [`/property/${listed}`, frameHtml],
      [`/property/${listed}?x=1`, frameHtml],
      ['/dashboard', indexHtml],
      ['/admin?tab=leases', indexHtml],
    ] as const;
    for (const [route, page] of pages) {
      const res = await fetch(t.url + route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(page);
    }
  });

  it("sends the prerendered pages in the visitor's language: the switcher's cookie, else Accept-Language", async () => {
    const cases = [
      [{ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' }, homeFrenchHtml, frameFrenchHtml],
      [{ 'accept-language': 'fr' }, homeFrenchHtml, frameFrenchHtml],
      [{ 'accept-language': 'de-DE, en;q=0.5, fr;q=0.7' }, homeFrenchHtml, frameFrenchHtml],
      [{ 'accept-language': 'en-CA,fr;q=0.5' }, homeHtml, frameHtml],
      [{ 'accept-language': 'de-DE' }, homeHtml, frameHtml],
      [{ 'accept-language': 'fr-CA', cookie: 'hearth_locale=en-CA' }, homeHtml, frameHtml],
      [{ 'accept-language': 'en-US', cookie: 'hearth_locale=fr-CA' }, homeFrenchHtml, frameFrenchHtml],
      [{ 'accept-language': 'fr-CA', cookie: 'hearth_locale=xx' }, homeFrenchHtml, frameFrenchHtml],
    ] as const;
    for (const [headers, home, frame] of cases) {
      const homeRes = await fetch(`${t.url}/`, { headers });
      expect(homeRes.headers.get('vary'), JSON.stringify(headers)).toMatch(/Cookie, Accept-Language/);
      expect(await homeRes.text(), JSON.stringify(headers)).toBe(home);
      expect(await fetch(`${t.url}/property/${listed}`, { headers }).then((res) => res.text()), JSON.stringify(headers)).toBe(frame);
    }
  });

  it('switches the language: remembers the choice in a cookie and sends the person back to a page of this site', async () => {
    const res = await fetch(`${t.url}/language?to=fr-CA&next=${encodeURIComponent(`/property/${listed}?photo=2`)}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/property/${listed}?photo=2`);
    const cookie = res.headers.get('set-cookie');
    expect(cookie).toMatch(/^hearth_locale=fr-CA;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', undefined]) {
      const away = await fetch(`${t.url}/language?to=en-CA${next === undefined ? '' : `&next=${encodeURIComponent(next)}`}`, { redirect: 'manual' });
      expect(away.headers.get('location'), next).toBe('/');
    }
    const unknown = await fetch(`${t.url}/language?to=de-DE&next=/dashboard`, { redirect: 'manual' });
    expect(unknown.headers.get('location')).toBe('/dashboard');
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('serves the plain page on / to someone with a session (the prerendered one is what a visitor sees)', async () => {
    const res = await fetch(`${t.url}/`, { headers: { cookie: `${SESSION_COOKIE}=some-session-secret` } });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(indexHtml);
  });

  it("answers the client's routes 200, guarded ones and those with params included, and any other page 404 with the shell titled 'Page Not Found'", async () => {
    const known = ['/list-property', '/dashboard', '/dashboard/', '/messages', '/notifications', '/admin', '/user-profile', '/profile', '/reset-password?token=abc', '/magic-link?token=abc', '/verify-email', '/DASHBOARD'];
    for (const route of known) expect((await fetch(t.url + route)).status, route).toBe(200);
    // The build's own pages are no address either: only the routes above send them (no-cache, in the visitor's language).
    const builtPages = ['/index.html', '/home.html', '/frame.fr-CA.html', '/not-found.html'];
    const unknown = ['/nope', '/nope?x=1', '/dashboard/extra', `/property/${listed}/more`, '/property', '/property/', '/admin/users/3', '/index', '/favicon.ico', ...builtPages];
    for (const route of unknown) {
      const res = await fetch(t.url + route);
      expect(res.status, route).toBe(404);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text(), route).toBe(notFoundHtml); // the app draws its Not Found page
    }
    const signedIn = await fetch(`${t.url}/nope`, { headers: { cookie: landlordCookie } });
    expect(signedIn.status).toBe(404);
    expect(await signedIn.text()).toBe(notFoundHtml);
    // In the visitor's language, by the switcher's cookie, else Accept-Language.
    for (const headers of [{ 'accept-language': 'fr-CA,fr;q=0.9' }, { cookie: 'hearth_locale=fr-CA' }] as Array<Record<string, string>>) {
      const french = await fetch(`${t.url}/nope`, { headers });
      expect(french.status).toBe(404);
      expect(await french.text()).toBe(notFoundFrenchHtml);
    }
  });

  it('answers 404 with the same page for a property the requester may not see; its owner gets 200', async () => {
    for (const route of ['/property/999999', `/property/${pending}`, '/property/abc', '/property/99999999999', '/property/12?x=1']) {
      const res = await fetch(t.url + route);
      expect(res.status, route).toBe(404);
      expect(await res.text()).toBe(frameHtml);
    }
    const own = await fetch(`${t.url}/property/${pending}`, { headers: { cookie: landlordCookie } });
    expect(own.status).toBe(200);
    const sessionUnknown = await fetch(`${t.url}/property/999999`, { headers: { cookie: landlordCookie } });
    expect(sessionUnknown.status).toBe(404);
  });

  it('sends the brotli sibling of a hashed asset when the browser accepts it, cached for a year', async () => {
    const res = await fetch(`${t.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch decodes the body by its content-encoding: it must be the original script.
    expect(await res.text()).toBe(script);
  });

  it('falls back to the plain file for a client without compression; other files are cached briefly', async () => {
    const plain = await fetch(`${t.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    const icon = await fetch(`${t.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers unknown API paths and missing build files with a JSON 404, not the app', async () => {
    for (const url of ['/api/nope', '/graphql/nope', '/healthz/x', '/assets/index-old999.js']) {
      const res = await fetch(t.url + url);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await fetch(`${t.url}/dashboard`, { method: 'POST' })).status).toBe(404);
  });
});

describe('server-rendered pages', () => {
  const app = renderingApp();

  it('renders a signed-out visitor\'s property page with its data, as an anonymous viewer, compressed', async () => {
    for (const route of [`/property/${app.listed}`, `/property/${app.listed}?photo=2`]) {
      const res = await fetch(app.t.url + route, { headers: { 'accept-encoding': 'br' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toMatch(new RegExp(`^<!doctype html><div id="root" data-prerendered="page">${route.replace('?', '\\?')} {"me":null} render \\d+</div><p>`));
    }
    const unknown = await fetch(`${app.t.url}/property/999999`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('data-prerendered="page">/property/999999');
  });

  it('renders the public rent report, national and per city, for a visitor; a city the report lacks is a 404', async () => {
    // Ten public two-bedroom listings in Toronto make a row of the report (RENT_REPORT_MIN_SAMPLE).
    const owner = await testUser(app.t, 'landlord');
    for (let n = 0; n < RENT_REPORT_MIN_SAMPLE; n += 1) await insertProperty(app.t, owner.id);
    await app.t.services.rentReport.refresh();
    for (const route of ['/rent-report', '/rent-report/', '/rent-report/on/toronto', '/rent-report/ON/Toronto', '/rent-report/on/toronto?x=1']) {
      const res = await fetch(app.t.url + route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('vary'), route).toMatch(/Cookie, Accept-Language/);
      expect(await res.text(), route).toContain(`data-prerendered="page">${route} {"me":null}`);
    }
    // The page says 'No rent report for this city yet'; search engines get the 404 with it.
    for (const route of ['/rent-report/on/montreal', '/rent-report/xx/toronto', '/rent-report/qc/toronto']) {
      const res = await fetch(app.t.url + route);
      expect(res.status, route).toBe(404);
      expect(await res.text(), route).toContain(`data-prerendered="page">${route} {"me":null}`);
    }
    // Not the report's addresses: 404 with the plain page; a failed render sends the frame.
    for (const route of ['/rent-report/on', '/rent-report/on/toronto/more']) expect((await fetch(app.t.url + route)).status, route).toBe(404);
    expect(await fetch(`${app.t.url}/rent-report/on/toronto?broken`).then((res) => res.text())).toBe(frameHtml);
  });

  it('renders the home page with its listings, bare or with a query (a search made before the app ran, a sign-in link)', async () => {
    for (const route of ['/', '/?city=Toronto&propertyType=any', '/?auth=sign-in']) {
      const res = await fetch(app.t.url + route);
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
      expect(await res.text()).toContain(`data-prerendered="page">${route} {"me":null}`);
    }
    // With a session, the plain page; a failed render sends the build's prerendered home when bare, else the plain page.
    expect(await fetch(`${app.t.url}/?city=Toronto`, { headers: { cookie: `${SESSION_COOKIE}=some-session-secret` } }).then((res) => res.text())).toBe(indexHtml);
    expect(await fetch(`${app.t.url}/?broken`).then((res) => res.text())).toBe(indexHtml);
  });

  it("renders in the visitor's language, each language its own render, with Vary", async () => {
    const french = await fetch(`${app.t.url}/property/${app.listed}`, { headers: { 'accept-language': 'fr-CA' } });
    expect(french.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
    expect(await french.text()).toContain(`data-prerendered="page">[fr-CA] /property/${app.listed} `);
    const chosen = await fetch(`${app.t.url}/property/${app.listed}`, { headers: { 'accept-language': 'fr-CA', cookie: 'hearth_locale=en-CA' } });
    expect(await chosen.text()).toContain(`data-prerendered="page">/property/${app.listed} `);
  });

  it('lets visitors who ask at the same time share one render, and keeps none for later requests', async () => {
    const renderOf = (page: string) => page.match(/render (\d+)/)![1];
    const pages = await Promise.all(Array.from({ length: 5 }, () => fetch(`${app.t.url}/property/popular`).then((res) => res.text())));
    expect(new Set(pages.map(renderOf)).size).toBe(1);
    const later = await fetch(`${app.t.url}/property/popular`).then((res) => res.text());
    expect(renderOf(later)).not.toBe(renderOf(pages[0]!));
  });

  it('never renders for someone with a session: they get the plain page their session drives', async () => {
    const cookie = `${SESSION_COOKIE}=some-session-secret`;
    expect(await fetch(`${app.t.url}/`, { headers: { cookie } }).then((res) => res.text())).toBe(indexHtml);
    expect(await fetch(`${app.t.url}/property/${app.listed}`, { headers: { cookie } }).then((res) => res.text())).toBe(frameHtml);
  });

  it('sends the prerendered page when rendering fails or is stuck past 3 s, and keeps other routes as they were', async () => {
    const broken = await fetch(`${app.t.url}/property/${app.listed}?broken`);
    expect(broken.status).toBe(200);
    expect(await broken.text()).toBe(frameHtml);
    const started = elapsedMs();
    const stuck = await fetch(`${app.t.url}/property/${app.listed}?stuck`);
    expect(await stuck.text()).toBe(frameHtml);
    expect(elapsedMs() - started).toBeLessThan(4500);
    expect(await fetch(`${app.t.url}/dashboard`).then((res) => res.text())).toBe(indexHtml);
  });
});

describe('rendering under load', () => {
  const app = renderingApp({ renderConcurrency: 2 });

  it('past the cap of renders at once, sends the prerendered frame at once instead of queueing', async () => {
    // Two slow renders of distinct URLs take both slots...
    let slowDone = false;
    const slow = ['a', 'b'].map((tag) => fetch(`${app.t.url}/property/slow?${tag}`).then((res) => res.text()));
    void Promise.all(slow).then(() => (slowDone = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // ...so a third URL gets the frame without waiting for them, while a visitor of a URL being rendered shares it.
    const overflow = await fetch(`${app.t.url}/property/${app.listed}?c`);
    expect(overflow.status).toBe(200);
    expect(await overflow.text()).toBe(frameHtml);
    expect(slowDone).toBe(false);
    const [first, joined] = await Promise.all([slow[0], fetch(`${app.t.url}/property/slow?a`).then((res) => res.text())]);
    expect(joined).toBe(first);
    await slow[1];
    // Slots free again once the renders end.
    expect(await fetch(`${app.t.url}/property/${app.listed}?d`).then((res) => res.text())).toContain('data-prerendered="page"');
  });

  it('limits rendered pages per IP for visitors without a session: 429 with Retry-After and a line of text', async () => {
    const limited = await startTestApp({ webDist: app.webDist, rateLimits: { ...RATE_LIMITS_OFF, pagesPerMinute: 3 } }, app.t.databaseUrl);
    try {
      for (let i = 0; i < 3; i += 1) expect((await fetch(`${limited.url}/property/${app.listed}?utm=${i}`)).status).toBe(200);
      const refused = await fetch(`${limited.url}/property/${app.listed}?utm=9`);
      expect(refused.status).toBe(429);
      // A rendered home page (a search) counts too; the bare, prerendered one does not.
      expect((await fetch(`${limited.url}/?city=Halifax`)).status).toBe(429);
      expect((await fetch(`${limited.url}/`)).status).toBe(200);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.text()).toBe('Too many requests. Please try again in 1 minute.');
      // Someone with a session is sent the plain page (a static file), not counted per IP.
      const withSession = await fetch(`${limited.url}/property/${app.listed}`, { headers: { cookie: `${SESSION_COOKIE}=some-session-secret` } });
      expect(withSession.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('browser-facing headers', () => {
  const app = renderingApp();

  it('sends pages with a CSP allowing the app\'s own scripts and the hashed inline one, COOP and a Permissions-Policy', async () => {
    const hash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;
    for (const route of ['/', `/property/${app.listed}`, '/dashboard']) {
      const res = await fetch(app.t.url + route);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, route).toContain(`script-src 'self' ${hash}`);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) expect(csp).toContain(directive);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Plain HTTP outside production: HSTS would be ignored by browsers anyway.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("names a rendered page's script nonce in its CSP, a new one for each render", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${app.t.url}/property/${app.listed}`);
      const nonce = (await res.text()).match(/<script nonce="([^"]+)">reveal/)![1]!;
      expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}';`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2);
    // The prerendered pages need none (the frame, sent for a page whose render failed).
    expect((await fetch(`${app.t.url}/property/${app.listed}?broken`)).headers.get('content-security-policy')).not.toContain('nonce-');
  });

  it('serves no landing page at /graphql, and keeps the CSP and the other headers there', async () => {
    const landing = await fetch(`${app.t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(landing.headers.get('content-type')).not.toMatch(/text\/html/);
    expect(landing.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(landing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends HSTS in production', async () => {
    const production = await startTestApp({ production: true }, app.t.databaseUrl);
    try {
      const res = await fetch(`${production.url}/healthz`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await production.close();
    }
  });
});

describe('map configuration', () => {
  it('gives the maps the bundled basemap by default, with nothing of another site allowed', async () => {
    const t = await startTestApp({ webDist: await fakeWebDist() });
    try {
      const res = await fetch(`${t.url}/map/config.json`);
      expect(await res.json()).toEqual({ styleUrl: null });
      expect(res.headers.get('content-security-policy')).toContain("connect-src 'self';");
    } finally {
      await t.close();
    }
  });

  it('gives MAP_STYLE_URL to the client and lets the page fetch from its origin', async () => {
    const styleUrl = 'https://tiles.example.ca/styles/streets/style.json?key=k';
    const t = await startTestApp({ webDist: await fakeWebDist(), mapStyleUrl: styleUrl });
    try {
      const res = await fetch(`${t.url}/map/config.json`);
      expect(await res.json()).toEqual({ styleUrl });
      expect(res.headers.get('content-security-policy')).toContain("connect-src 'self' https://tiles.example.ca;");
    } finally {
      await t.close();
    }
  });
});
