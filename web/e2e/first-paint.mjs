// What a signed-out visitor's server-rendered pages offer before (or without) their JavaScript. With
// scripts disabled, Sign In and List Property are links to URLs the server renders (`?auth=sign-in`), the home
// filter bar is a GET form whose submit loads the filtered page rendered with its results, and a property page's
// Save and Request Viewing are links to sign in on that page. With scripts, such a URL opens the sign-in dialog.
// In each locale, against the real server on the demo data. `node e2e/first-paint.mjs` after a build (`npm run
// build` at the root), or E2E_BASE_URL=http://localhost:3000 against a server you started (with the demo data).
import { readFileSync } from 'node:fs';
import { launchChromium } from './browser.mjs';
import { LOCALES, textsFor } from './messages.mjs';
import { startServer } from './server.mjs';

const locales = process.env.E2E_LOCALES?.split(',') ?? LOCALES;

/** A listing of the demo data and the titles the API gives for a filter on its city (newest first). */
async function demoListings(baseUrl) {
  const ask = async (query, variables) => {
    const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const { data, errors } = await response.json();
    if (errors) throw new Error(JSON.stringify(errors));
    return data.properties;
  };
  const query = 'query ($filter: PropertyFilterInput) { properties(first: 12, filter: $filter) { totalCount edges { node { id title titleFr city } } } }';
  const all = await ask(query, {});
  const first = all.edges[0]?.node;
  if (!first) throw new Error('the demo data has no listing');
  const inCity = await ask(query, { filter: { city: first.city } });
  if (inCity.totalCount >= all.totalCount) throw new Error(`every demo listing is in ${first.city}: the filter would show nothing`);
  // A French page shows a listing's French title when it has one (listing-text.ts).
  const titleIn = (node, locale) => (locale.startsWith('fr') && node.titleFr ? node.titleFr : node.title);
  // The rent report as the API has it (the demo data may have too few listings for any row).
  const report = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ rentReport { rows { province city propertyType } } }' }),
  }).then((response) => response.json());
  return {
    reportRows: report.data.rentReport.rows,
    property: first,
    city: first.city,
    titleIn: (locale) => titleIn(first, locale),
    cityTitlesIn: (locale) => inCity.edges.map((e) => titleIn(e.node, locale)),
  };
}

const results = [];
async function check(name, fn) {
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`ok   ${name}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`FAIL ${name}\n     ${String(error?.message ?? error).split('\n')[0]}`);
  }
}

/** `href` of a link as written in the page (not resolved), or a failure naming what was found instead. */
async function expectLinkTo(scope, name, href) {
  const link = scope.getByRole('link', { name, exact: true }).first();
  if (!(await link.count())) throw new Error(`no link named ${JSON.stringify(name)} (a button does nothing before the app runs)`);
  const actual = await link.getAttribute('href');
  if (actual !== href) throw new Error(`${JSON.stringify(name)} leads to ${actual}, not ${href}`);
}

async function run({ browser, baseUrl, locale, demo }) {
  const text = textsFor(locale);
  const tag = `[${locale}]`;
  const options = { baseURL: baseUrl, locale, viewport: { width: 1280, height: 900 } };
  const noScript = await browser.newContext({ ...options, javaScriptEnabled: false });
  const withScript = await browser.newContext(options);
  const page = await noScript.newPage();

  await check(`${tag} without JavaScript, Sign In and List Property are links to /?auth=sign-in`, async () => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: text('Main', undefined, { from: 'app' }) });
    await expectLinkTo(nav, text('Sign In'), '/?auth=sign-in');
    await expectLinkTo(nav, text('List Property'), '/?auth=sign-in');
    // Followed without a script: the server sends the home page.
    await nav.getByRole('link', { name: text('Sign In'), exact: true }).first().click();
    await page.waitForURL('**/?auth=sign-in');
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 5_000 });
  });

  await check(`${tag} without JavaScript, the home page shows the newest listings, their first photo in the first screen of a 390 px phone`, async () => {
    const phone = await browser.newContext({ ...options, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const home = await phone.newPage();
      await home.goto('/');
      const cards = home.getByRole('list', { name: text('Properties', undefined, { from: 'home' }) }).getByRole('article');
      await cards.first().waitFor({ timeout: 5_000 });
      const photo = await cards.first().getByRole('img').first().boundingBox();
      if (!photo || photo.y >= 844) throw new Error(`the first card's photo starts at ${photo?.y} px, below the first screen`);
    } finally {
      await phone.close();
    }
  });

  await check(`${tag} without JavaScript, the filter bar submits and the server renders the filtered results`, async () => {
    await page.goto('/');
    const bar = page.getByRole('search', { name: text('Filter properties', undefined, { from: 'home' }) });
    await bar.getByLabel(text('City', undefined, { from: 'home' }), { exact: true }).fill(demo.city, { timeout: 5_000 });
    await bar.getByRole('button', { name: text('Search', undefined, { from: 'home' }), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('city') === demo.city);
    const cards = page.getByRole('list', { name: text('Properties', undefined, { from: 'home' }) }).getByRole('heading');
    await cards.first().waitFor({ timeout: 5_000 });
    const shown = await cards.allTextContents();
    const expected = demo.cityTitlesIn(locale);
    if (JSON.stringify(shown) !== JSON.stringify(expected)) throw new Error(`the page shows ${JSON.stringify(shown)}, the API's ${demo.city} listings are ${JSON.stringify(expected)}`);
    // The cards' Save and Share say they are not ready until the app runs, rather than losing a click.
    const save = page.getByRole('button', { name: text('Save {title}', { title: expected[0] }, { from: 'property/PropertyCard' }), exact: true });
    if ((await save.getAttribute('aria-disabled')) !== 'true') throw new Error('a card\'s Save button looks ready before the app runs');
    // The form shows the search it made.
    const city = await bar.getByLabel(text('City', undefined, { from: 'home' }), { exact: true }).inputValue();
    if (city !== demo.city) throw new Error(`the filtered page's city field holds ${JSON.stringify(city)}`);
  });

  await check(`${tag} without JavaScript, a property page's Save and Request Viewing are links to sign in there, naming the action to finish`, async () => {
    const path = `/property/${demo.property.id}`;
    await page.goto(path);
    const main = page.getByRole('main');
    await expectLinkTo(main, text('Request Viewing', undefined, { from: 'property' }), `${path}?auth=sign-in&then=viewing`);
    await expectLinkTo(main, text('Save Property', undefined, { from: 'property' }), `${path}?auth=sign-in&then=save`);
    await main.getByRole('link', { name: text('Request Viewing', undefined, { from: 'property' }), exact: true }).click();
    await page.waitForURL(`**${path}?auth=sign-in&then=viewing`);
    // Still the listing, rendered by the server.
    await page.getByRole('heading', { level: 1, name: demo.titleIn(locale) }).waitFor({ timeout: 5_000 });
  });

  await check(`${tag} without JavaScript, the rent report is in the page: its table, its own title and description, and each city's page`, async () => {
    await page.goto('/rent-report');
    await page.getByRole('heading', { level: 1, name: text('Rent report', undefined, { from: 'rent-report' }), exact: true }).waitFor({ timeout: 5_000 });
    const title = await page.title();
    if (title !== `${text('Rent report', undefined, { from: 'rent-report' })} · Hearth`) throw new Error(`the page is titled ${JSON.stringify(title)}`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    if (!description?.startsWith(text('Median asking rents across Canada by city and number of bedrooms, from the listings on Hearth, with their change over a month and a year.').slice(0, 30))) {
      throw new Error(`the page's description is ${JSON.stringify(description)}`);
    }
    const footer = page.getByRole('contentinfo');
    await expectLinkTo(footer, text('Rent report', undefined, { from: 'app' }), '/rent-report');
    const firstCity = demo.reportRows.find((row) => row.propertyType === null);
    if (!firstCity) {
      // Too few demo listings for any row: the page says so.
      await page.getByRole('heading', { level: 2, name: text('No city has enough listings yet'), exact: true }).waitFor({ timeout: 5_000 });
      return;
    }
    const table = page.getByRole('table', { name: text('Median asking rent by city and bedrooms'), exact: true });
    await table.getByRole('link', { name: firstCity.city, exact: true }).first().click();
    await page.waitForURL(`**/rent-report/${firstCity.province.toLowerCase()}/**`);
    const heading = await page.getByRole('heading', { level: 1 }).textContent({ timeout: 5_000 });
    if (!heading?.includes(firstCity.city)) throw new Error(`the city's page is headed ${JSON.stringify(heading)}`);
    await page.getByRole('table', { name: text('Median rent by bedrooms in {city}', { city: firstCity.city }), exact: true }).waitFor({ timeout: 5_000 });
  });

  // The build's own pages (index.html, home.html, …) are none of the app's addresses either: asked for by name, they
  // would be a shell with an hour's cache that outlives the next deploy's assets.
  const notFoundPages = {
    '/no-such-page?from=a-stale-link': text('Page Not Found', undefined, { from: 'app' }),
    '/index.html': text('Page Not Found', undefined, { from: 'app' }),
    '/home.fr-CA.html': text('Page Not Found', undefined, { from: 'app' }),
    '/rent-report/on/nowhere': text('No rent report for this city yet'),
  };
  await check(`${tag} without JavaScript, a page that does not exist answers 404, titled as it says in the page's language`, async () => {
    for (const [path, heading] of Object.entries(notFoundPages)) {
      const response = await page.goto(path);
      if (response?.status() !== 404) throw new Error(`${path} answered ${response?.status()}`);
      const cacheControl = response.headers()['cache-control'];
      if (cacheControl !== 'no-cache') throw new Error(`${path} is sent with cache-control ${cacheControl}`);
      const title = await page.title();
      if (title !== `${heading} · Hearth`) throw new Error(`${path} is titled ${JSON.stringify(title)}, not ${JSON.stringify(`${heading} · Hearth`)}`);
      const lang = await page.locator('html').getAttribute('lang');
      if (lang !== locale) throw new Error(`${path} says it is in ${lang}`);
    }
  });

  await check(`${tag} the rent report fits a 320 px phone: its table scrolls inside its own region, never the page`, async () => {
    const phone = await noScript.newPage({ viewport: { width: 320, height: 640 } });
    await phone.goto('/rent-report');
    await phone.getByRole('heading', { level: 1 }).waitFor({ timeout: 5_000 });
    const widths = await phone.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
    if (widths.page > widths.window) throw new Error(`the page is ${widths.page} px wide in a ${widths.window} px window`);
    await phone.close();
  });

  await check(`${tag} with JavaScript, /?auth=sign-in opens the sign-in dialog`, async () => {
    const tab = await withScript.newPage();
    await tab.goto('/?auth=sign-in');
    const dialog = tab.getByRole('dialog');
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: text('Sign In'), exact: true }).waitFor({ timeout: 5_000 });
    // The address no longer asks for the dialog: a reload or Back does not open it again.
    await tab.waitForURL((url) => !url.searchParams.has('auth'), { timeout: 5_000 });
  });

  await check(`${tag} with JavaScript, a property page's sign-in link opens the dialog on that page`, async () => {
    const tab = await withScript.newPage();
    await tab.goto(`/property/${demo.property.id}?auth=sign-in`);
    await tab.getByRole('dialog').waitFor({ timeout: 15_000 });
    await tab.getByRole('heading', { level: 1, name: demo.titleIn(locale) }).waitFor();
  });

  await check(`${tag} with JavaScript, the filtered page the server rendered hydrates cleanly into the bar`, async () => {
    const tab = await withScript.newPage();
    const errors = [];
    tab.on('console', (m) => m.type() === 'error' && !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(m.text()) && errors.push(m.text()));
    await tab.goto(`/?city=${encodeURIComponent(demo.city)}`);
    const city = tab.getByRole('search').getByRole('combobox', { name: text('City', undefined, { from: 'home' }), exact: true });
    await city.waitFor({ timeout: 15_000 });
    if ((await city.inputValue()) !== demo.city) throw new Error(`the bar's city holds ${JSON.stringify(await city.inputValue())}`);
    await tab.waitForTimeout(500);
    // React reports a hydration that did not match as a console error.
    if (errors.length) throw new Error(`console errors: ${errors.join(' | ')}`);
  });

  // The frame is sent for any listing or report page the server could not render in time (a busy server): one file
  // for every address, so a link in it that should come back to the page (a language switch) would lose it.
  await check(`${tag} the frame a busy server sends for a listing has no link that would leave the page for the home`, async () => {
    const file = new URL(`../dist/frame${locale === 'en-CA' ? '' : `.${locale}`}.html`, import.meta.url);
    const html = readFileSync(file, 'utf8');
    const back = [...html.matchAll(/href="([^"]*next=[^"]*)"/g)].map((match) => match[1]);
    if (!html.includes('data-prerendered="frame"')) throw new Error(`${file.pathname} is not the prerendered frame`);
    if (back.length) throw new Error(`the frame links to ${back.join(', ')}`);
  });

  // The router renders a navigation as a transition: until it has, the controls on screen are the page's before it.
  // A sort chosen in that moment (a CI run did, right after a Search) applies to the address the visitor is at.
  await check(`${tag} a sort chosen while a navigation is still rendering applies to the new address`, async () => {
    const tab = await withScript.newPage();
    await tab.goto(`/?city=${encodeURIComponent(demo.city)}`);
    const sort = tab.getByLabel(text('Sort by'));
    await sort.waitFor({ timeout: 15_000 });
    const logo = await tab.getByRole('link', { name: text('Hearth home') }).elementHandle();
    // Home (the logo, no filters) and an order in one task, before the home has rendered its new address.
    await tab.evaluate(
      ([home, select]) => {
        home.click();
        select.value = 'price_asc';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      },
      [logo, await sort.elementHandle()],
    );
    await tab.waitForURL(/sort=price_asc/);
    const { pathname, search } = new URL(tab.url());
    if (pathname + search !== '/?sort=price_asc') throw new Error(`the address is ${pathname + search}, not /?sort=price_asc`);
    await tab.close();
  });

  // The router keeps the window's scroll across pages; a listing opened from far down the home must start at its top.
  await check(`${tag} a listing opened from a scrolled home on a 390 px phone starts at its top, its photo in the first screen`, async () => {
    const phone = await browser.newContext({ ...options, viewport: { width: 390, height: 844 } });
    try {
      const tab = await phone.newPage();
      await tab.goto('/');
      const cards = tab.getByRole('list', { name: text('Properties', undefined, { from: 'home' }) }).getByRole('article');
      const details = cards.last().locator('a[href^="/property/"]').last();
      await details.scrollIntoViewIfNeeded({ timeout: 15_000 });
      const scrolled = await tab.evaluate(() => window.scrollY);
      if (scrolled < 844) throw new Error(`the last card is only ${scrolled} px down: the check needs a scrolled home`);
      const href = await details.getAttribute('href');
      await details.click();
      await tab.waitForURL(`**${href}`);
      // The home's own heading is a level 1 too: the listing is on screen once the home has gone.
      await details.waitFor({ state: 'detached', timeout: 15_000 });
      await tab.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
      // The gallery's first picture (the photo, or the drawing that stands in for one that cannot load: either may
      // replace the other while it loads), measured with the scroll in one read of the page.
      const handle = await tab.waitForFunction(
        () => {
          const picture = [...document.querySelectorAll('main img, main [role="img"]')].find((el) => el.getBoundingClientRect().height > 0);
          return picture ? { top: window.scrollY, y: picture.getBoundingClientRect().top } : null;
        },
        undefined,
        { timeout: 15_000 },
      );
      const { top, y } = await handle.jsonValue();
      if (top !== 0 || y >= 844) throw new Error(`the listing opened scrolled by ${top} px, its photo at ${Math.round(y)} px (the home was scrolled by ${scrolled})`);
    } finally {
      await phone.close();
    }
  });

  // Followed with the keyboard, the link is gone with the page it was on: focus goes to the new page's content (where
  // a screen reader reads on), not back to the document's start.
  await check(`${tag} a listing opened with the keyboard has the focus at its content`, async () => {
    const tab = await withScript.newPage();
    try {
      await tab.goto(`/?city=${encodeURIComponent(demo.city)}`);
      const details = tab.getByRole('list', { name: text('Properties', undefined, { from: 'home' }) }).locator('a[href^="/property/"]').first();
      await details.waitFor({ timeout: 15_000 });
      await tab.getByLabel(text('Sort by')).waitFor({ timeout: 15_000 });
      await details.focus();
      await tab.keyboard.press('Enter');
      await tab.waitForURL(/\/property\/\d+$/);
      await details.waitFor({ state: 'detached', timeout: 15_000 });
      await tab.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
      const focused = await tab.evaluate(() => `${document.activeElement?.tagName.toLowerCase()}#${document.activeElement?.id}`);
      if (focused !== 'main#main') throw new Error(`the focus is on ${focused}`);
      // The new page's first Tab goes on from there, into the listing, not back into the navigation bar.
      await tab.keyboard.press('Tab');
      const inMain = await tab.evaluate(() => !!document.activeElement?.closest('main'));
      if (!inMain) throw new Error('Tab from the new page left its content');
    } finally {
      await tab.close();
    }
  });

  // 'Back to properties' goes back to the results the visitor came from, and never off Hearth: a listing opened from
  // another site (a search engine, a shared link) leads to the home, not back to that site.
  await check(`${tag} Back to properties returns to the search it came from, and from a listing opened from elsewhere, to the home`, async () => {
    const tab = await withScript.newPage();
    const back = tab.getByRole('button', { name: text('Back to properties', undefined, { from: 'property' }), exact: true });
    try {
      const search = `/?city=${encodeURIComponent(demo.city)}`;
      await tab.goto(search);
      const details = tab.getByRole('list', { name: text('Properties', undefined, { from: 'home' }) }).locator('a[href^="/property/"]').first();
      await tab.getByLabel(text('Sort by')).waitFor({ timeout: 15_000 });
      await details.click();
      await back.click({ timeout: 15_000 });
      await tab.waitForURL((url) => url.pathname === '/' && url.search === search.slice(1), { timeout: 15_000 });

      // Another site: the same server under another origin.
      const elsewhere = new URL('/rent-report', baseUrl);
      elsewhere.hostname = elsewhere.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
      await tab.goto(elsewhere.href);
      await tab.goto(`${baseUrl}/property/${demo.property.id}`);
      // Until the network is quiet: the app runs (before, the rendered button waits for it).
      await tab.waitForLoadState('networkidle');
      await back.click();
      await tab.waitForURL((url) => url.host !== new URL(baseUrl).host || url.pathname === '/', { timeout: 15_000 });
      const { origin, pathname } = new URL(tab.url());
      if (origin !== new URL(baseUrl).origin || pathname !== '/') throw new Error(`Back to properties led to ${tab.url().slice(0, 80)}`);
    } finally {
      await tab.close();
    }
  });

  // Neither who the visitor is (the server renders a page only for a request without a session) nor its data (the
  // page's Apollo cache comes with it, and the home reads it before hydrating). What it may ask is not data it came
  // with: the pins of the map beside a wide grid.
  await check(`${tag} a rendered page does not ask who the visitor is, nor the data it came with`, async () => {
    for (const path of ['/', `/?city=${encodeURIComponent(demo.city)}`, `/property/${demo.property.id}`]) {
      const tab = await withScript.newPage();
      const asked = [];
      tab.on('request', (request) => new URL(request.url()).pathname === '/graphql' && asked.push(request.postDataJSON()?.operationName));
      await tab.goto(path);
      // Until the network is quiet: hydration, then what loads once the page is idle (the menu, the toasts).
      await tab.waitForLoadState('networkidle');
      const other = asked.filter((operation) => operation !== 'HomeMapListings');
      if (other.length) throw new Error(`${path} asked ${other.join(', ')}`);
      await tab.close();
    }
  });

  // The page paints from its HTML: its code is asked for after that paint (scripts/prerender.mjs), so on a slow
  // network the first photo does not share the line with the scripts, nor does their evaluation delay the paint.
  await check(`${tag} a rendered page asks for its code only once it has painted`, async () => {
    for (const path of ['/', `/property/${demo.property.id}`]) {
      const tab = await withScript.newPage();
      await tab.goto(path);
      await tab.waitForLoadState('networkidle');
      const { painted, scripts } = await tab.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name)).map((entry) => ({ name: entry.name, at: entry.startTime })),
      }));
      if (painted === undefined) throw new Error(`${path} reported no first contentful paint`);
      if (!scripts.length) throw new Error(`${path} loaded no script`);
      // The loader stops waiting after 3 s (a page that painted later, on a very busy machine, may ask sooner).
      const early = scripts.filter((script) => script.at < Math.min(painted, 3000));
      if (early.length) throw new Error(`${path} asked for ${early.length} script(s) before its first paint (${Math.round(painted)} ms), first ${early[0].name} at ${Math.round(early[0].at)} ms`);
      await tab.close();
    }
  });

  await check(`${tag} a rendered listing asks for its first photo in its head, before the list of its code`, async () => {
    const html = await fetch(`${baseUrl}/property/${demo.property.id}`, { headers: { cookie: `hearth_locale=${locale}` } }).then((response) => response.text());
    const photo = html.search(/<link rel="preload"[^>]* as="image"/);
    const code = html.indexOf('data-app-modules');
    if (photo < 0) throw new Error('no image preload in the page');
    if (code < 0 || photo > code || photo > html.indexOf('</head>')) throw new Error(`the image preload is at ${photo}, the code's list at ${code}, </head> at ${html.indexOf('</head>')}`);
  });

  // The loader waits for the paint the browser reports; a browser that reports none must still start the app.
  await check(`${tag} in a browser without paint timing, a rendered page still starts its app`, async () => {
    const context = await browser.newContext(options);
    await context.addInitScript(() => {
      delete window.PerformanceObserver;
    });
    const tab = await context.newPage();
    await tab.goto('/?auth=sign-in');
    await tab.getByRole('dialog').waitFor({ timeout: 15_000 });
    await context.close();
  });

  await check(`${tag} what is typed into the filter bar before the app runs carries over into the bar`, async () => {
    const tab = await withScript.newPage();
    // The app's scripts wait until the visitor has typed, as on a slow phone.
    let release;
    const typed = new Promise((resolve) => (release = resolve));
    await tab.route('**/assets/*.js', async (route) => {
      await typed;
      await route.continue();
    });
    await tab.goto('/', { waitUntil: 'commit' });
    const bar = tab.getByRole('search', { name: text('Filter properties', undefined, { from: 'home' }) });
    await bar.getByRole('textbox', { name: text('City', undefined, { from: 'home' }), exact: true }).fill(demo.city);
    release();
    const city = bar.getByRole('combobox', { name: text('City', undefined, { from: 'home' }), exact: true });
    await city.waitFor({ timeout: 15_000 });
    if ((await city.inputValue()) !== demo.city) throw new Error(`the bar's city holds ${JSON.stringify(await city.inputValue())}, not what was typed`);
  });

  await noScript.close();
  await withScript.close();
}

const server = process.env.E2E_BASE_URL ? null : await startServer({ seedDemo: true });
const baseUrl = process.env.E2E_BASE_URL ?? server.baseUrl;
let browser;
try {
  const demo = await demoListings(baseUrl);
  browser = await launchChromium();
  for (const locale of locales) await run({ browser, baseUrl, locale, demo });
} finally {
  await browser?.close();
  await server?.stop();
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed}/${results.length} passed`);
process.exit(failed ? 1 : 0);
