import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, resolveChromium } from '@hearth/chromium';
const baseUrl = process.env.BASE_URL;
const locale = process.env.LOC ?? 'en-CA';
const browser = resolveChromium();
const chrome = await launch({ chromePath: browser.executablePath, envVars: browser.env, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  for (const path of process.argv.slice(2)) {
    const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] }, { extends: 'lighthouse:default', settings: { extraHeaders: { Cookie: `hearth_locale=${locale}` } } });
    const { lhr, artifacts } = result;
    const trace = artifacts.Trace ?? artifacts.traces?.defaultPass;
    const ev = trace.traceEvents;
    const fcpObs = lhr.audits.metrics.details.items[0].observedFirstContentfulPaintTs;
    const navTs = lhr.audits.metrics.details.items[0].observedTimeOriginTs;
    // main thread: the one with most v8 evaluate events in the renderer of the page
    const tids = {};
    for (const e of ev) if (e.name === 'RunTask' && e.dur) tids[`${e.pid}:${e.tid}`] = (tids[`${e.pid}:${e.tid}`] ?? 0) + (e.name === 'RunTask' ? e.dur : 0);
    const evalTids = {};
    for (const e of ev) if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'ParseHTML') evalTids[`${e.pid}:${e.tid}`] = (evalTids[`${e.pid}:${e.tid}`] ?? 0) + 1;
    const main = Object.entries(evalTids).sort((a, b) => b[1] - a[1])[0][0];
    const on = ev.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
    const tasks = on.filter((e) => e.name === 'RunTask' && e.dur >= 12500);
    console.log(`== ${locale} ${path}: score ${Math.round(lhr.categories.performance.score * 100)} TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} obsFCP ${((fcpObs - navTs) / 1000).toFixed(0)}`);
    let sum = 0;
    for (const t of tasks) {
      const after = t.ts >= fcpObs;
      const kids = on.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
      const by = {};
      const leaf = ['Layout', 'UpdateLayoutTree', 'ParseHTML', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'EvaluateScript', 'MinorGC', 'MajorGC', 'Paint', 'RunMicrotasks', 'TimerFire', 'EventDispatch', 'ParseAuthorStyleSheet', 'Decode Image', 'ImageDecodeTask', 'PrePaint', 'Layerize', 'HitTest', 'v8.parseOnBackground', 'XHRReadyStateChange', 'FireAnimationFrame', 'ScheduleStyleRecalculation', 'CommitLoad', 'ResourceReceivedData', 'ResourceFinish'];
      for (const k of kids) if (leaf.includes(k.name)) by[k.name] = (by[k.name] ?? 0) + k.dur / 1000;
      const urls = [...new Set(kids.map((k) => k.args?.data?.url ?? k.args?.data?.stackTrace?.[0]?.url).filter(Boolean))].map((u) => u.replace(/.*\//, '').slice(0, 30)).slice(0, 4);
      if (after) sum += Math.max(0, t.dur / 1000 * 4 - 50);
      console.log(`  ${after ? '*' : ' '}${((t.ts - navTs) / 1000).toFixed(0)}+${(t.dur / 1000).toFixed(1)} [${Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}] ${urls.join(' ')}`);
    }
    console.log(`  naive 4x blocking after FCP: ${sum.toFixed(0)}`);
  }
} finally { await chrome.kill(); }
