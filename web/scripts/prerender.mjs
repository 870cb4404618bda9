// After `vite build` and `vite build --ssr src/server-render.tsx`. Writes, beside dist/index.html (the plain shell for
// every other route), the pages the API sends without rendering them: home.html, a signed-out visitor's home page
// before its data (hydrated), frame.html, the frame of a property page whose data loads on the client, and
// not-found.html, the plain shell titled for a path that is none of the app's. Each per locale, with .br/.gz
// siblings. And, beside the SSR bundle, what its per-request renderPage needs for a signed-out visitor's property
// page (page-shell.json: the page template and the lazy route's <head> tags).
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { readManifest } from './vite-manifest.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const ssrDir = fileURLToPath(new URL('../dist-ssr/', import.meta.url));
const { prerenderHome, prerenderFrame, themeClass, localizedTemplate, notFoundTemplate, APP_MODULES_TAG } = await import(`${ssrDir}server-render.js`);

// The entry's stylesheets go inline: a prerendered page paints as soon as its HTML arrives, without a round trip
// per render-blocking file. Each <link> stays, disabled, because Vite's loader for lazy chunks looks for it to
// know that stylesheet is already on the page and must not be added again.
const inlineStylesheet = (href) => {
  const css = readFileSync(dist + href.slice(1), 'utf8').replaceAll('</style', '<\\/style');
  return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
};
const inlineStylesheets = (html) =>
  replaceAtLeastOnce(html, /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (_, href) => inlineStylesheet(href));

// The page paints from its HTML alone, so the app's code waits for that paint: the entry's <script> becomes a list
// (a data block) that the loader below reads once the page has painted. On a slow network the page's first photo no
// longer shares the line with ~170 KB of scripts, and their evaluation cannot hold back the paint.
const appModules = (hrefs) => `${APP_MODULES_TAG}${JSON.stringify(hrefs)}</script>`;
// Once the document is parsed (a hydration needs all of #root) and its first contentful paint is on screen (as the
// browser reports it: a frame's own callbacks run before that frame is presented). At once where no paint will be
// reported (a hidden tab paints nothing, a browser without paint timing), and after 3 s whatever happens.
// The entry is the first module listed; a rendered route's list follows the template's.
const APP_LOADER = `<script>(function () {
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var hrefs = [];
    document.querySelectorAll('script[data-app-modules]').forEach(function (list) { hrefs = hrefs.concat(JSON.parse(list.textContent)); });
    import(hrefs[0]);
    // The other modules are fetched beside the entry, not after it. A preload costs the main thread up to a few
    // milliseconds on a loaded page (tens of them: 15-45 ms in one go): a few per task, so no task of theirs is long.
    var preloads = hrefs.slice(1);
    (function preloadSome() {
      for (var until = performance.now() + 4; preloads.length && performance.now() < until; ) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.fetchPriority = 'low';
        link.href = preloads.shift();
        document.head.appendChild(link);
      }
      if (preloads.length) setTimeout(preloadSome, 0);
    })();
  }
  function afterFirstPaint() {
    if (document.hidden || !(window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0)) return load();
    setTimeout(load, 3000);
    new PerformanceObserver(function (entries) {
      if (entries.getEntriesByName('first-contentful-paint').length) load();
    }).observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();</script>`;
// The entry's own preloads are dropped: the bundler hoists the imports of its chunks into the entry, so the browser
// asks for them all as soon as it has parsed the entry, and a preload costs the main thread more than it saves.
function deferAppScripts(html) {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const entry = entryTag.exec(html)?.[1];
  if (!entry) throw new Error('prerender: no entry <script type="module"> in dist/index.html');
  return html.replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '').replace(entryTag, () => `${appModules([entry])}${APP_LOADER}`);
}

/** Vite's tags changing shape must fail the build, not quietly ship pages without the inlining. */
function replaceAtLeastOnce(html, pattern, replace) {
  let count = 0;
  const out = html.replace(pattern, (...match) => {
    count += 1;
    return replace(...match);
  });
  if (count === 0) throw new Error(`prerender: no ${pattern} in dist/index.html`);
  return out;
}

const shell = readFileSync(`${dist}index.html`, 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
const template = deferAppScripts(inlineStylesheets(shell)).replace('<body>', `<body class="${themeClass}">`);

async function write(name, kind, markup, locale) {
  writePage(name, (await localizedTemplate(template, locale)).replace('<div id="root"></div>', `<div id="root" data-prerendered="${kind}">${markup}</div>`));
}

/** A page and its .br/.gz siblings (the API sends them precompressed). */
function writePage(name, html) {
  writeFileSync(dist + name, html);
  const brotli = brotliCompressSync(html);
  writeFileSync(`${dist}${name}.br`, brotli);
  writeFileSync(`${dist}${name}.gz`, gzipSync(html, { level: 9 }));
  console.log(`prerendered ${name} (${(html.length / 1024).toFixed(1)} KB, ${(brotli.length / 1024).toFixed(1)} KB brotli)`);
}

// One of each per locale: a French visitor's first paint is French. The API picks the file by the locale cookie,
// else Accept-Language (en-CA: home.html, frame.html; fr-CA: home.fr-CA.html, frame.fr-CA.html).
for (const locale of ['en-CA', 'fr-CA']) {
  const suffix = locale === 'en-CA' ? '' : `.${locale}`;
  await write(`home${suffix}.html`, 'home', await prerenderHome(locale), locale);
  await write(`frame${suffix}.html`, 'frame', await prerenderFrame(locale), locale);
  // A path that is none of the app's: the plain shell, titled 'Page Not Found' in the locale, sent with its 404 (the
  // app then draws its Not Found page; a link checker or a page without scripts already reads what the page is).
  writePage(`not-found${suffix}.html`, await notFoundTemplate(shell, locale));
}

// A page rendered on the server shows a lazy route's markup at once, so its chunk's CSS goes inline too (the page
// would otherwise paint unstyled, or wait a round trip), and its scripts are listed for the loader beside the entry's.
const { manifest, entryKey, staticChunks } = readManifest(dist);
const entryChunks = staticChunks(entryKey);
const entryCss = new Set([...entryChunks].flatMap((chunk) => manifest[chunk].css ?? []));
function routeHead(key) {
  if (!manifest[key]) throw new Error(`prerender: no chunk ${key} in the Vite manifest`);
  const chunks = [...staticChunks(key)].filter((chunk) => !entryChunks.has(chunk)).map((chunk) => manifest[chunk]);
  // The manifest names a shared stylesheet on every chunk that uses it, the entry's too: each goes inline once, and
  // none the page template holds already (it was 130-300 KB of repeated CSS in every rendered property page).
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !entryCss.has(file)).map((file) => inlineStylesheet(`/${file}`));
  return [...css, appModules(chunks.map((chunk) => `/${chunk.file}`))].join('');
}
// Read by renderPage: the page template and, per URL prefix, the <head> tags of the page component's lazy chunk
// (as routed in src/app/routes.tsx).
const pageShell = {
  template,
  routeHeads: {
    '/property/': routeHead('src/modules/property/PropertyDetail/PropertyDetailContainer.tsx'),
    // The national report and a city's: one chunk.
    '/rent-report': routeHead('src/modules/rent-report/RentReportPage.tsx'),
  },
};
writeFileSync(`${ssrDir}page-shell.json`, JSON.stringify(pageShell));
