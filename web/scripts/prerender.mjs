// After `vite build` and `vite build --ssr src/server-render.tsx`: writes prerendered pages beside dist/index.html,
// which stays the plain shell for every other route. home.html: the home page as a signed-out visitor first sees
// it (main.tsx hydrates it). frame.html: the frame of a page whose data loads on the client (/property/{id}).
// Each with its .br/.gz siblings; the API picks the page per route (api/src/web-app.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const ssrDir = fileURLToPath(new URL('../dist-ssr/', import.meta.url));
const { prerenderHome, prerenderFrame, themeClass } = await import(`${ssrDir}server-render.js`);

// The entry's stylesheets go inline: a prerendered page paints as soon as its HTML arrives, without a round trip
// per render-blocking file. Each <link> stays, disabled, because Vite's loader for lazy chunks looks for it to
// know that stylesheet is already on the page and must not be added again.
const inlineStylesheets = (html) =>
  replaceAtLeastOnce(html, /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (_, href) => {
    const css = readFileSync(dist + href.slice(1), 'utf8').replaceAll('</style', '<\\/style');
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });

// The page paints from its HTML alone, so the app's script and its preloads are not render-critical: low fetch
// priority keeps them behind anything that is.
const lowPriorityScripts = (html) =>
  replaceAtLeastOnce(html, /<(script type="module"|link rel="modulepreload") crossorigin /g, (_, tag) => `<${tag} crossorigin fetchpriority="low" `);

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
const template = lowPriorityScripts(inlineStylesheets(shell)).replace('<body>', `<body class="${themeClass}">`);

function write(name, kind, markup) {
  const html = template.replace('<div id="root"></div>', `<div id="root" data-prerendered="${kind}">${markup}</div>`);
  writeFileSync(dist + name, html);
  const brotli = brotliCompressSync(html);
  writeFileSync(`${dist}${name}.br`, brotli);
  writeFileSync(`${dist}${name}.gz`, gzipSync(html, { level: 9 }));
  console.log(`prerendered ${name} (${(html.length / 1024).toFixed(1)} KB, ${(brotli.length / 1024).toFixed(1)} KB brotli)`);
}

write('home.html', 'home', await prerenderHome());
write('frame.html', 'frame', prerenderFrame());
rmSync(ssrDir, { recursive: true, force: true });
