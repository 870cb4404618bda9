// Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G, 4x CPU slowdown) in the Chromium that
// @hearth/chromium picks (CHROME_PATH, else the system's, else the one packaged on npm) on '/' and
// '/property/{id}' of the built app on a fresh database with the demo data, in each locale:
// the page is asked for with the language switcher's cookie (`hearth_locale`), as a visitor who chose it.
// Prints the median of RUNS runs per page, one table per locale. Targets: performance >= 95, accessibility 100,
// CLS <= 0.05.
// Usage: npm run build && npm run lighthouse -w @hearth/web [-- --check]   (BASE_URL=... to measure a running app)
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, resolveChromium } from '@hearth/chromium';
import { startServer } from '../e2e/server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const REPORT_DIR = process.env.LH_REPORT_DIR; // full HTML reports of each run, to look into a figure
const TARGET = { performance: 95, accessibility: 100, cls: 0.05 };

const server = process.env.BASE_URL ? null : await startServer({ seedDemo: true });
const baseUrl = process.env.BASE_URL ?? server.baseUrl;
const browser = resolveChromium();
const chrome = await launch({
  chromePath: browser.executablePath,
  envVars: browser.env,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const LOCALES = ['en-CA', 'fr-CA'];
const localeHeaders = (locale) => ({ Cookie: `hearth_locale=${locale}` });

/** The page must come in the locale asked for (else the figures would be another language's). */
async function assertPageLocale(path, locale) {
  const html = await fetch(`${baseUrl}${path}`, { headers: localeHeaders(locale) }).then((r) => r.text());
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  if (lang !== locale) throw new Error(`${path} came in ${lang ?? 'no language'} when asked for ${locale}`);
}

async function audit(path, locale) {
  await assertPageLocale(path, locale);
  const runs = [];
  // A run whose trace broke (runtimeError, e.g. NO_NAVSTART on a busy machine) scores 0: run again instead of
  // counting it, at most RUNS more times.
  for (let i = 0, attempts = 0; i < RUNS && attempts < 2 * RUNS; attempts++) {
    const { lhr, report } = await lighthouse(
      `${baseUrl}${path}`,
      { port: chrome.port, logLevel: 'error', onlyCategories: ['performance', 'accessibility'], output: REPORT_DIR ? 'json' : undefined },
      { extends: 'lighthouse:default', settings: { extraHeaders: localeHeaders(locale) } },
    );
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(`${REPORT_DIR}/${locale}-${path === '/' ? 'home' : 'property'}-${attempts + 1}.json`, report);
    }
    if (lhr.runtimeError) {
      console.log(`    ${locale} ${path}: run dropped (${lhr.runtimeError.code})`);
      continue;
    }
    i++;
    const failedA11y = lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
    runs.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      si: lhr.audits['speed-index'].numericValue,
      // Lighthouse's CPU benchmark of this machine for the run: low when other work shares the CPU (TBT then grows).
      bench: lhr.environment.benchmarkIndex,
      failedA11y,
    });
  }
  if (runs.length === 0) throw new Error(`${locale} ${path}: every Lighthouse run failed`);
  const pick = (key) => median(runs.map((r) => r[key]));
  return { path, performance: pick('performance'), accessibility: pick('accessibility'), cls: pick('cls'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), si: pick('si'), bench: pick('bench'), failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))] };
}

let ok = true;
try {
  const listing = await fetch(`${baseUrl}/api/properties?limit=1`).then((r) => r.json());
  const first = (Array.isArray(listing) ? listing : (listing.properties ?? listing.items ?? []))[0];
  if (!first) throw new Error('no approved property to audit: seed the demo data first');
  console.log(`Lighthouse ${RUNS} runs per page, median, mobile settings, ${baseUrl}`);
  for (const locale of LOCALES) {
    console.log(`${locale} (cookie hearth_locale=${locale})`);
    for (const path of ['/', `/property/${first.id}`]) {
      const r = await audit(path, locale);
      const pass = r.performance >= TARGET.performance && r.accessibility >= TARGET.accessibility && r.cls <= TARGET.cls;
      ok &&= pass;
      console.log(
        `  ${r.path.padEnd(16)} performance ${r.performance}  accessibility ${r.accessibility}  CLS ${r.cls.toFixed(3)}  ` +
          `FCP ${Math.round(r.fcp)} ms  LCP ${Math.round(r.lcp)} ms  TBT ${Math.round(r.tbt)} ms  SI ${Math.round(r.si)} ms  CPU index ${Math.round(r.bench)}  ${pass ? 'OK' : 'BELOW TARGET'}`,
      );
      if (r.failedA11y.length) console.log(`    accessibility audits failing: ${r.failedA11y.join(', ')}`);
    }
  }
} finally {
  chrome.kill();
  await server?.stop();
}
if (process.argv.includes('--check') && !ok) process.exit(1);
