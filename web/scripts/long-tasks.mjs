// Where the main thread's long tasks come from on '/' and '/property/{id}' at 390 px, CPU slowed 4x as Lighthouse's
// mobile run does: for each page and locale, the long tasks (start, duration), their blocking time (the part of each
// over 50 ms, as Lighthouse's TBT counts it, here up to 8 s after load) and the functions that took the most time
// (a CPU profile, self time by function and script). RUNS runs per page; the blocking time printed is the median.
// Usage: npm run build && node scripts/long-tasks.mjs [path ...]   (BASE_URL=... to measure a running app)
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { launchChromium } from '../e2e/browser.mjs';
import { startServer } from '../e2e/server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 8000);
// BY_SOURCE=1: self time per source file or package instead of per function.
const BY_SOURCE = !!process.env.BY_SOURCE;
const LOCALES = (process.env.LOCALES ?? 'en-CA,fr-CA').split(',');

const server = process.env.BASE_URL ? null : await startServer({ seedDemo: true });
const baseUrl = process.env.BASE_URL ?? server.baseUrl;
const browser = await launchChromium();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// WEB_DIST (as the API reads it): another build to measure, e.g. a copy of the one before a change.
const DIST = new URL('assets/', process.env.WEB_DIST ? `file://${process.env.WEB_DIST.replace(/\/?$/, '/')}` : new URL('../dist/', import.meta.url));
const consumers = new Map();
/** The source file (under src/ or the package in node_modules) of a built script's position, from its source map. */
function sourceOf(url, line, column) {
  const file = /\/assets\/([^?#]+\.js)$/.exec(url)?.[1];
  if (!file) return url.replace(baseUrl, '') || '(inline)';
  if (!consumers.has(file)) {
    const map = new URL(`${file}.map`, DIST);
    consumers.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null);
  }
  const position = consumers.get(file)?.originalPositionFor({ line: line + 1, column });
  if (!position?.source) return file;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(position.source)?.[1];
  if (BY_SOURCE) return pkg ?? position.source.replace(/^.*\/src\//, 'src/');
  return `${position.name ?? ''} ${position.source.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${position.line}`;
}

/** Self time per function in a CDP CPU profile, the largest first. */
function hotFunctions(profile, top = 15) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (['(idle)', '(program)', '(root)'].includes(functionName)) continue;
    const key = BY_SOURCE || !url ? sourceOf(url, lineNumber, columnNumber) + (url ? '' : ` ${functionName}`) : sourceOf(url, lineNumber, columnNumber);
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
}

/**
 * The profile's busy spans (samples in a row that are not idle) over 50 ms, each with the functions of ours (src/)
 * or the packages it spent the most time under (inclusive), to tell which work made which long task.
 */
function busySpans(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const spans = [];
  let span = null;
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i];
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(profile.samples[i]);
    if (node.callFrame.functionName === '(idle)') {
      if (span && span.ms > 50) spans.push(span);
      span = null;
      continue;
    }
    span ??= { start: Math.round((time - profile.startTime) / 1000), ms: 0, under: new Map() };
    span.ms += dt;
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const { url, lineNumber, columnNumber, functionName } = byId.get(id).callFrame;
      if (!url) continue;
      const where = sourceOf(url, lineNumber, columnNumber);
      const key = / src\//.test(` ${where}`) ? where.trim() : null;
      if (!key || seen.has(key)) continue;
      seen.add(key);
      span.under.set(key, (span.under.get(key) ?? 0) + dt);
    }
  }
  if (span && span.ms > 50) spans.push(span);
  return spans.map((s) => ({ start: s.start, ms: Math.round(s.ms), under: [...s.under].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${Math.round(v)}`) }));
}

async function measure(path, locale) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: 'hearth_locale', value: locale, url: baseUrl }]);
  await context.addInitScript(() => {
    window.__longTasks = [];
    // WebGL contexts the page creates (a probe costs tens of milliseconds on a slow phone).
    window.__webglContexts = 0;
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
      if (String(kind).startsWith('webgl')) window.__webglContexts += 1;
      return getContext.call(this, kind, ...rest);
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { profile } = await cdp.send('Profiler.stop');
  const { tasks, webgl } = await page.evaluate(() => ({ tasks: window.__longTasks, webgl: window.__webglContexts }));
  await context.close();
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { tasks, webgl, blocking, hot: hotFunctions(profile), spans: busySpans(profile) };
}

try {
  const listing = await fetch(`${baseUrl}/api/properties?limit=1`).then((r) => r.json());
  const first = (Array.isArray(listing) ? listing : (listing.properties ?? listing.items ?? []))[0];
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', `/property/${first.id}`];
  for (const locale of LOCALES) {
    for (const path of paths) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(path, locale));
      const mid = median(runs.map((r) => r.blocking));
      const run = runs.find((r) => r.blocking === mid);
      console.log(`${locale} ${path}: blocking ${runs.map((r) => r.blocking).join(' / ')} ms (median ${mid}), WebGL contexts asked for ${run.webgl}`);
      console.log(`  long tasks of the median run: ${run.tasks.map((t) => `${t.start}+${t.duration}`).join(', ')}`);
      for (const [fn, ms] of run.hot) console.log(`    ${ms.toFixed(0).padStart(5)} ms  ${fn}`);
      if (process.env.SPANS) for (const span of run.spans) console.log(`  busy ${span.start}+${span.ms} ms under: ${span.under.join(' | ')}`);
    }
  }
} finally {
  await browser.close();
  await server?.stop();
}
