// Landlord -> admin -> tenant -> landlord journey in the system Chromium against the real server, once in
// each locale (docs/product.md#languages): every text is looked up in the app's own catalogs (messages.mjs), the French run's pages
// must be French (<html lang>, no English message shown) and its emails too. Screenshots of every step go to
// web/e2e/artifacts/<locale>-NN-<step>.png; the tenancy's and rent's screens, which only the journey reaches with
// real data, also at 390 px (<locale>-NN-<step>-390.png), checked as phones.mjs checks its screens. `npm run e2e -w @hearth/web` (E2E_SKIP_BUILD=1 to reuse a build,
// E2E_BASE_URL to run against a server you started, E2E_LOCALES=fr-CA for one locale). It imports the built design
// system (texts, money format): `npm run e2e` builds first; run alone, build once (`npm run build`) before.
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatCad, sentenceCase } from '@hearth/design-system';
// The built API's contracts (the e2e script builds everything first): the zone the marketplace counts its booking
// day in, and the deposit table's bilingual names.
import { BOOKING_TIME_ZONE } from '../../api/dist/contracts/lease-booking.js';
import { DEPOSIT_KIND_NAMES, IN_PROVINCE, inLanguage, PROVINCIAL_DEPOSIT_RULES } from '../../api/dist/contracts/provincial-deposit-rules.js';
import { launchChromium } from './browser.mjs';
import { probeLayout, probeTapTargets } from './layout-probe.mjs';
import { LOCALES, foreignTexts, textsFor } from './messages.mjs';
import { createAdmin, emailed, root, startServer } from './server.mjs';
import { chooseRadio } from './radio.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });
for (const old of readdirSync(artifacts)) if (old.endsWith('.png')) rmSync(`${artifacts}${old}`);
const locales = process.env.E2E_LOCALES?.split(',') ?? LOCALES;
/** The phone of the numbers. */
const PHONE = { width: 390, height: 844 };

/** What the people of each run write (a French run in French, so any English on its pages is the app's). */
const CONTENT = {
  'en-CA': {
    title: 'Sunny loft by the river',
    description: 'Open-plan loft with big windows, a short walk from the river path.',
    street: '12 River Rd',
    inquiry: 'Hello! Is the loft available from December?',
    answer: 'Yes, it is free from December 1st. Happy to show it this week.',
    terms: '12-month lease, rent due on the 1st.',
    report: 'The photos show a different building.',
    viewingNote: 'I can come straight after work.',
    proposalNote: 'Weekday mornings suit me best.',
    cancelReason: 'A water leak: the plumber comes that morning.',
    bio: { landlord: 'Landlord in Toronto for ten years.', tenant: 'Nurse, quiet, no pets.' },
    location: 'Toronto, Canada',
    employer: 'Toronto General Hospital',
    jobTitle: 'Nurse',
    relation: 'Former landlord',
  },
  'fr-CA': {
    title: 'Loft ensoleillé au bord de la rivière',
    description: 'Loft à aire ouverte avec de grandes fenêtres, à deux pas de la piste cyclable.',
    street: '12, rue de la Rivière',
    inquiry: 'Bonjour ! Le loft est-il libre à partir de décembre ?',
    answer: 'Oui, il est libre dès le 1er décembre. Je peux vous le faire visiter cette semaine.',
    terms: 'Bail de 12 mois, loyer payable le 1er du mois.',
    report: 'Les photos montrent un autre immeuble.',
    viewingNote: 'Je peux passer juste après le travail.',
    proposalNote: 'Les matins de semaine me conviennent mieux.',
    cancelReason: 'Un dégât d’eau : le plombier vient ce matin-là.',
    bio: { landlord: 'Propriétaire à Montréal depuis dix ans.', tenant: 'Infirmière, calme, sans animaux.' },
    location: 'Montréal, Canada',
    employer: 'Hôpital Sainte-Justine',
    jobTitle: 'Infirmière',
    relation: 'Ancienne propriétaire',
  },
};
/** The switcher's link names each language in itself (app/shell/LanguageSwitch.tsx). */
const LANGUAGE_NAMES = { 'en-CA': 'English', 'fr-CA': 'Français' };

// A 1x1 PNG and a minimal PDF for the uploads.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
// Another pixel (another content id): the photo an edit adds.
const SECOND_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4UaEBAAN0AWnL+tDXAAAAAElFTkSuQmCC', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const results = [];
/**
 * The page as a phone shows it (`shot`'s `{ phone: true }`): the same page and state at 390 × 844, checked as
 * phones.mjs checks its screens (nothing off screen or cut, no sideways scroll, every tap target 44 × 44), then back
 * to the desktop size. For what only the journey reaches with real data (a repair, inspections, a deposit's return,
 * rent): phones.mjs sees those screens empty.
 */
async function onPhone(page, file) {
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  try {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForTimeout(300);
    const problems = [...(await page.evaluate(probeLayout)), ...(await page.evaluate(probeTapTargets))];
    await page.evaluate(() => window.scrollTo(0, 0));
    // An open dialog as seen; a page whole.
    await page.screenshot({ path: file, fullPage: (await page.getByRole('dialog').count()) === 0 });
    if (problems.length) throw new Error(`at ${PHONE.width} px (${file}):\n${problems.join('\n')}`);
  } finally {
    await page.setViewportSize(desktop);
  }
}

/** Screenshots and pass/fail of one locale's run: `${locale}-NN-${name}.png`, steps named `[locale] step`. */
function recorder(locale) {
  let step = 0;
  /** `{ phone: true }`: also `${locale}-NN-${name}-390.png`, the same page on a phone, checked (onPhone). */
  async function shot(page, name, { phone = false } = {}) {
    step += 1;
    const file = `${artifacts}${locale}-${String(step).padStart(2, '0')}-${name}.png`;
    await page.waitForTimeout(300);
    // From the top: a full-page shot of a scrolled page draws the sticky nav bar in the middle.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: file, fullPage: true });
    if (phone) await onPhone(page, file.replace(/\.png$/, `-${PHONE.width}.png`));
    return file;
  }
  async function check(name, page, fn) {
    const started = Date.now();
    try {
      await fn();
      results.push({ name: `[${locale}] ${name}`, ok: true, ms: Date.now() - started });
      console.log(`  ✓ [${locale}] ${name}`);
    } catch (error) {
      // The address the page was on: a step that waits for a URL names the one it got instead.
      const at = page.isClosed() ? 'closed' : page.url();
      results.push({ name: `[${locale}] ${name}`, ok: false, error: `${String(error?.message ?? error).split('\n').slice(0, 4).join(' | ')} | page at ${at}` });
      await shot(page, 'FAILED').catch(() => {});
      console.log(`  ✗ [${locale}] ${name}: ${results.at(-1).error}`);
      throw error;
    }
  }
  return { shot, check };
}

/**
 * The page is in `locale`: `<html lang>`, and none of the other language's texts shows or is announced (a missed
 * translation falls back to English; the French run would show 'Sign In' or 'Dashboard').
 */
async function expectLanguage(page, locale) {
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== locale) throw new Error(`<html lang="${lang}">, not ${locale}`);
  const foreign = foreignTexts(locale);
  const misses = await page.evaluate((texts) => {
    const shown = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, noscript, template')) shown.push(node.textContent.trim());
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) shown.push(element.getAttribute(name)?.trim() ?? '');
    }
    return shown.filter((s) => s && texts.some((text) => s === text || (text.includes(' ') && s.includes(text))));
  }, foreign);
  if (misses.length) throw new Error(`a ${locale} page shows the other language: ${[...new Set(misses)].map((m) => JSON.stringify(m)).join(', ')}`);
}

/**
 * On the home page, hydrated first (the filter bar's city combobox replaces the plain form's field). The prerendered
 * Sign In is a link that works before (it loads `/?auth=sign-in`, e2e/first-paint.mjs); these steps want the dialog
 * opened in place.
 */
const hydratedHome = (page, text) => page.getByRole('search').getByRole('combobox', { name: text('City', undefined, { from: 'home' }), exact: true }).waitFor();

async function signUp(page, text, user, role) {
  await hydratedHome(page, text);
  await page.getByRole('link', { name: text('Sign In'), exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: text('Sign up') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text('Full name')).fill(user.name);
  await dialog.getByLabel(text('Email'), { exact: true }).fill(user.email);
  await dialog.getByLabel(text('WhatsApp number')).fill(user.whatsapp);
  await dialog.getByLabel(text('Password'), { exact: true }).fill(user.password);
  await chooseRadio(dialog.getByRole('radio', { name: text(role === 'landlord' ? 'Landlord' : 'Tenant', undefined, { from: 'auth' }) }));
  // Signing up loads the role's home as a new document (SessionProvider's signedIn). A tenant's home is the URL
  // already shown, so waiting for the URL passes at once: wait for the new document, or the next step types into
  // the page being left (a CI run lost the city typed there). The page being left may still be loading its map,
  // so its own load event comes first, then the one to wait for (CI lost the city again when it did not).
  await page.waitForLoadState('load');
  const loaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: text('Create Account') }).click();
  await loaded;
}

async function signInAsAdmin(page, text, user) {
  await hydratedHome(page, text);
  await page.getByRole('link', { name: text('Sign In'), exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text('Email'), { exact: true }).fill(user.email);
  await chooseRadio(dialog.getByRole('radio', { name: text({ message: 'Admin', context: 'role' }) }));
  await dialog.getByLabel(text('Password'), { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: text('Sign In') }).click();
}

// An external link as the browser follows it: its resolved href, a new tab there, and no app 404 anywhere.
async function expectExternalLink(page, text, name, url) {
  const link = page.getByRole('link', { name }).first();
  const href = await link.evaluate((a) => a.href);
  if (href !== url) throw new Error(`'${name}' leads to ${href}, not ${url}`);
  // No network here: answer for wa.me so the new tab has somewhere to land.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await tab.waitForLoadState();
  if (tab.url() !== url) throw new Error(`'${name}' opened ${tab.url()}, not ${url}`);
  await tab.close();
  if (await page.getByText(text('404 Page Not Found')).count()) throw new Error(`'${name}' landed on the app's 404`);
}

// What tabs, history and screen readers announce.
/** An overview page's title names its open tab first ('Properties · Property Owner Dashboard · Hearth'). */
async function expectTabbedTitle(page, title) {
  await page.waitForFunction((t) => document.title === t || document.title.endsWith(` · ${t}`), title, { timeout: 5_000 }).catch(async () => {
    throw new Error(`document.title is ${JSON.stringify(await page.title())}, not a tab of ${JSON.stringify(title)}`);
  });
}

async function expectTitle(page, title) {
  await page.waitForFunction((t) => document.title === t, title, { timeout: 5_000 }).catch(async () => {
    throw new Error(`document.title is ${JSON.stringify(await page.title())}, not ${JSON.stringify(title)}`);
  });
}

/** The home page once the app runs (the filter bar's combobox replaces the plain form's field then). */
async function openHome(page, text) {
  await page.goto('/');
  await hydratedHome(page, text);
}

/** The signed-in user's id, as signing in stores it (docs/product.md#overview). */
const userIdOf = (page) => page.evaluate(() => localStorage.getItem('userId'));

// The whole run (build and both locales included) must finish within this; on expiry the server is stopped and its temp dir removed.
// 540 s since the signing steps (two signatures, a download, two verifications per locale) joined the run.
const OVERALL_TIMEOUT_MS = 540_000;
const startedAt = Date.now();

/** The journey in one locale: every person's browser speaks it; a visitor whose browser does not uses the switcher. */
async function journey({ browser, baseUrl, server, locale }) {
  const text = textsFor(locale);
  const { shot, check } = recorder(locale);
  const content = CONTENT[locale];
  const run = `${Date.now().toString(36)}${locale.slice(0, 2)}`;
  const landlord = { name: 'Daniel Tremblay', email: `landlord-${run}@example.com`, whatsapp: '+15145550122', password: 'landlord-pass' };
  const tenant = { name: 'Amara Okafor', email: `tenant-${run}@example.com`, whatsapp: '+14165550111', password: 'tenant-pass' };
  const admin = { name: 'Hearth Admin', email: `admin-${run}@example.com`, password: 'admin-pass-123' };
  const city = `Testville${run}`;
  const pageTitle = (page) => `${page} · Hearth`;
  // Canadian users: the browser's clock is Toronto's, the zone the marketplace's booking day is counted in (a UTC
  // browser between midnight and 5 a.m. picked tomorrow's Toronto date as 'today').
  const inLocale = { baseURL: baseUrl, viewport: { width: 1280, height: 900 }, locale, timezoneId: BOOKING_TIME_ZONE };
  const landlordCtx = await browser.newContext(inLocale);
  const tenantCtx = await browser.newContext({ ...inLocale, permissions: ['clipboard-read', 'clipboard-write'] });
  const adminCtx = await browser.newContext(inLocale);
  const l = await landlordCtx.newPage();
  await check('home renders signed out', l, async () => {
    const consoleErrors = [];
    const onConsole = (m) => m.type() === 'error' && !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(m.text()) && consoleErrors.push(m.text());
    l.on('console', onConsole);
    const response = await l.goto('/');
    // Rendered in the browser's language with its listings: the hero and the first cards are in the HTML itself,
    // before any script runs.
    const html = await response.text();
    if (!html.includes('data-prerendered="page"') || !html.includes(text('rent it with confidence'))) throw new Error('home page is not rendered');
    // The journey starts on an empty marketplace: the answer to the listings query is in the HTML, as cards or as the
    // empty state (first-paint.mjs checks the cards on the demo data).
    if (!html.includes('<article') && !html.includes(text('No Properties Available'))) throw new Error('the rendered home page has neither listing cards nor the empty state');
    if (!html.includes(`<html lang="${locale}"`)) throw new Error(`the rendered home page is not marked ${locale}`);
    await l.getByRole('heading', { level: 1 }).waitFor();
    await l.getByRole('list', { name: text('Properties', undefined, { from: 'home' }) }).or(l.getByText(text('No Properties Available'))).waitFor();
    // The first Tab reaches the skip link; it moves focus past the navigation to the page itself.
    await l.keyboard.press('Tab');
    const skip = l.getByRole('link', { name: text('Skip to content') });
    if (!(await skip.evaluate((a) => a === document.activeElement))) throw new Error('the first Tab does not reach the skip link');
    await l.keyboard.press('Enter');
    if ((await l.evaluate(() => document.activeElement?.id)) !== 'main') throw new Error('the skip link does not move focus to the page content');
    // Hydrated: the filter bar replaces its stand-in and searches (this visitor has no session: hydrateRoot).
    await l.getByRole('search').getByRole('combobox', { name: text('City', undefined, { from: 'home' }), exact: true }).fill('Halifax');
    await l.getByRole('button', { name: text('Search', undefined, { from: 'home' }), exact: true }).click();
    await l.waitForURL('**/?city=Halifax');
    await expectTitle(l, text('Hearth · Rentals across Canada'));
    await expectLanguage(l, locale);
    l.off('console', onConsole);
    // Hydration that did not match would be reported here (React logs recoverable errors).
    if (consoleErrors.length) throw new Error(`console errors on the home page: ${consoleErrors.join(' | ')}`);
    await shot(l, 'home-signed-out');
  });
  await check('landlord signs up and lands on /dashboard', l, async () => {
    await signUp(l, text, landlord, 'landlord');
    await l.waitForURL('**/dashboard');
    await expectTabbedTitle(l, pageTitle(text('Property Owner Dashboard', undefined, { from: 'dashboard' })));
    await expectLanguage(l, locale);
    await shot(l, 'landlord-dashboard');
  });
  await check('landlord lists a property with an image and a lease PDF', l, async () => {
    await l.goto('/list-property');
    await l.getByRole('heading', { name: text('List Your Property', undefined, { from: 'listing' }) }).waitFor();
    await expectTitle(l, pageTitle(text('List Your Property', undefined, { from: 'app' })));
    await l.locator('#media-upload input[type="file"]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    await l.locator('#lease-upload input[type="file"]').setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: PDF });
    await l.getByText('IPFS ').first().waitFor();
    await l.getByRole('list', { name: text('{title}: files', { title: text('Lease documents') }) }).getByText('lease.pdf').waitFor();
    await l.getByLabel(text('Title', undefined, { from: 'listing' }), { exact: true }).fill(content.title);
    await l.getByLabel(text('Description', undefined, { from: 'listing' }), { exact: true }).fill(content.description);
    await l.getByLabel(text('Address', undefined, { from: 'listing' }), { exact: true }).fill(content.street);
    await l.getByLabel(text('City', undefined, { from: 'listing' }), { exact: true }).fill(city);
    await l.getByRole('button', { name: new RegExp(escapeRegExp(text('Province', undefined, { from: 'listing' }))) }).click();
    await l.getByRole('option', { name: text('Ontario') }).click();
    // The pin starts at the postal code's area (Toronto) and the landlord nudges it with the keyboard.
    await l.getByLabel(text('Postal code', undefined, { from: 'listing' })).fill('m5v 2t6');
    const pin = l.getByRole('button', { name: text('Map pin: drag it, or use the arrow keys, to where the home is') });
    await pin.focus();
    await pin.press('ArrowUp');
    await l.getByRole('button', { name: new RegExp(escapeRegExp(text('Property Type', undefined, { from: 'listing' }))) }).click();
    await l.getByRole('option', { name: text('Condo') }).click();
    await l.locator('label', { hasText: text('Central AC') }).click();
    // The form's default rent of 0 is not a listing.
    await l.getByRole('button', { name: text('List Property', undefined, { from: 'listing' }) }).last().click();
    await l.getByText(text('Monthly rent must be at least $1.')).waitFor();
    await l.getByLabel(text('Monthly Rent', undefined, { from: 'listing' })).fill('2100');
    await expectLanguage(l, locale);
    await shot(l, 'list-property-filled');
    await l.getByRole('button', { name: text('List Property', undefined, { from: 'listing' }) }).last().click();
    await l.waitForURL('**/dashboard');
    // Said truthfully: submitted, not yet listed.
    await l.getByText(text('Submitted for review', undefined, { from: 'listing' }), { exact: true }).waitFor();
    // The dashboard lists it, pending review (its query fits the API's limits with what Apollo adds), at the top of
    // the page, not where the long form left the scroll.
    const listed = l.getByRole('tabpanel').getByText(content.title, { exact: true }).first();
    await listed.waitFor();
    const scrolled = await l.evaluate(() => window.scrollY);
    const row = await listed.boundingBox();
    if (scrolled !== 0 || !row || row.y + row.height > l.viewportSize().height) {
      throw new Error(`after listing, the dashboard is scrolled ${scrolled}px and the new listing is at ${row?.y}px`);
    }
    await shot(l, 'landlord-dashboard-pending');
  });

  if (server) server.createAdmin(admin.email, admin.password, admin.name);
  else createAdmin({ ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, admin.email, admin.password, admin.name);
  const a = await adminCtx.newPage();
  const adminRow = () => a.getByRole('row').filter({ hasText: content.title });
  let listed;
  await check('admin approves the listing', a, async () => {
    await openHome(a, text);
    await signInAsAdmin(a, text, admin);
    await a.waitForURL('**/admin');
    const approve = a.getByRole('button', { name: text('Approve {0}', { 0: content.title }) });
    await approve.waitFor();
    // Named, not only numbered.
    await adminRow().getByText(landlord.name, { exact: true }).waitFor();
    await expectTabbedTitle(a, pageTitle(text('Admin Panel', undefined, { from: 'admin' })));
    await expectLanguage(a, locale);
    await shot(a, 'admin-panel');
    await approve.click();
    // The queue shows pending listings: an approved one leaves it (the tenant's search below finds it).
    await approve.waitFor({ state: 'detached' });
    await shot(a, 'admin-approved');
    [listed] = await (await a.request.get(`/api/properties?city=${encodeURIComponent(city)}`)).json();
  });

  await check('landlord edits the listing in the same form: adds a photo, makes it the cover, ticks an amenity', l, async () => {
    await l.goto('/dashboard');
    await l.getByRole('button', { name: text('Edit {title}', { title: content.title }, { from: 'listing' }) }).click();
    const dialog = l.getByRole('dialog', { name: text('Edit Property', undefined, { from: 'listing' }) });
    const photos = dialog.getByRole('list', { name: text('{title}: files', { title: text('Images and videos') }) });
    await photos.getByRole('listitem').first().waitFor();
    // The lease PDF listed with the listing stays and is named here; new documents are added to it.
    await dialog.getByRole('list', { name: text('Documents of this listing', undefined, { from: 'listing' }) }).getByText('lease.pdf').waitFor();
    await dialog.locator('#media-upload input[type="file"]').setInputFiles({ name: 'kitchen.png', mimeType: 'image/png', buffer: SECOND_PNG });
    const makeCover = photos.getByRole('button', { name: text('Make cover: photo {position}', { position: 2 }) });
    await makeCover.waitFor();
    await makeCover.click();
    await photos.getByRole('listitem').first().getByText('kitchen.png').waitFor();
    await dialog.locator('label', { hasText: text('Dishwasher') }).click();
    await shot(l, 'landlord-edit-photos');
    await dialog.getByRole('button', { name: text('Save Changes', undefined, { from: 'listing' }) }).click();
    await dialog.waitFor({ state: 'detached' });
    // What renters get: the new cover first, the amenity, still approved.
    const [listing] = await (await l.request.get(`/api/properties?city=${encodeURIComponent(city)}`)).json();
    if (listing?.images?.length !== 2 || listing.images[1] !== listed.images[0] || !listing.amenities.includes('Dishwasher') || listing.status !== 'approved') {
      throw new Error(`after the edit: ${JSON.stringify({ images: listing?.images, amenities: listing?.amenities, status: listing?.status })}`);
    }
  });

  const t = await tenantCtx.newPage();
  let sharedLink;
  await check('tenant signs up and finds the listing by filters', t, async () => {
    await openHome(t, text);
    await signUp(t, text, tenant, 'tenant');
    await t.waitForURL((url) => url.pathname === '/');
    await t.getByRole('search').getByRole('combobox', { name: text('City', undefined, { from: 'home' }), exact: true }).fill(city);
    // The city box suggests the place as soon as it is typed; Escape closes the list (react-aria hides the rest of
    // the page from assistive technology while it is open), as a keyboard user would before pressing Search.
    await t.getByRole('option', { name: new RegExp(escapeRegExp(city), 'i') }).waitFor();
    await t.keyboard.press('Escape');
    await t.getByRole('button', { name: text('Search', undefined, { from: 'home' }), exact: true }).click();
    await t.waitForURL(`**/?city=${city}`);
    await t.getByRole('heading', { name: content.title }).waitFor();
    await t.getByText(text('{count, plural, one {# property} other {# properties}}', { count: 1 }), { exact: true }).waitFor();
    // The order goes into the URL beside the filters and survives a reload.
    await t.getByLabel(text('Sort by')).selectOption({ label: text('Price: low to high') });
    await t.waitForURL(`**/?city=${city}&sort=price_asc`);
    await t.reload();
    await t.getByRole('heading', { name: content.title }).waitFor();
    if ((await t.getByLabel(text('Sort by')).inputValue()) !== 'price_asc') throw new Error('the order is lost on reload');
    await expectLanguage(t, locale);
    await shot(t, 'tenant-filtered');
  });
  await check('tenant saves and shares it', t, async () => {
    await t.getByRole('button', { name: text('Save {title}', { title: content.title }) }).click();
    await t.getByText(text('Property Saved')).first().waitFor();
    await t.getByRole('button', { name: text('Share {title}', { title: content.title }) }).click();
    await t.getByText(text('Link Copied')).first().waitFor();
    const copied = await t.evaluate(() => navigator.clipboard.readText());
    if (!/\/property\/\d+$/.test(copied)) throw new Error(`clipboard holds ${JSON.stringify(copied)}, not a property link`);
    sharedLink = copied;
    await shot(t, 'tenant-saved-shared');
  });
  await check('tenant saves the search with instant alerts; it opens again from the dashboard', t, async () => {
    await t.getByRole('button', { name: text('Save this search', undefined, { from: 'home' }) }).click();
    const dialog = t.getByRole('dialog', { name: text('Save this search', undefined, { from: 'saved-search' }) });
    // Named after the filters; instant alerts unless another is chosen.
    if ((await dialog.getByRole('textbox', { name: text('Name', undefined, { from: 'saved-search' }) }).inputValue()) !== city) throw new Error('the search is not named after its city');
    if (!(await dialog.getByRole('radio', { name: text('Instant alerts') }).isChecked())) throw new Error('instant alerts are not the default');
    await dialog.getByRole('button', { name: text('Save search') }).click();
    await t.getByText(text('Search saved')).first().waitFor();
    await t.goto('/dashboard');
    await t.getByRole('tab', { name: text('Saved searches', undefined, { from: 'dashboard' }) }).click();
    await t.getByRole('heading', { name: city }).waitFor();
    await expectLanguage(t, locale);
    await shot(t, 'tenant-saved-search');
    // Open is a plain link to the home page with the saved filters (the order is not a filter).
    await t.getByRole('link', { name: text('Open {name}', { name: city }) }).click();
    await t.waitForURL(`**/?city=${city}`);
    await t.getByRole('heading', { name: content.title }).waitFor();
  });
  await check('tenant finds it on the map and searches that area', t, async () => {
    // Beside the grid at this width: its pin is a button named by title and rent; choosing it opens its card.
    await t.getByRole('button', { name: new RegExp(`^${escapeRegExp(content.title)}, `) }).click();
    await t.getByRole('dialog', { name: text('Chosen listing') }).getByRole('link', { name: content.title }).waitFor();
    await t.keyboard.press('Escape');
    // Moving the map offers 'Search this area', which puts the visible box in the URL; the listing is in it.
    const map = t.getByRole('region', { name: text('Map of the listings') });
    const box = await map.boundingBox();
    await t.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await t.mouse.down();
    await t.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2 + 10, { steps: 5 });
    await t.mouse.up();
    await t.getByRole('button', { name: text('Search this area') }).click();
    await t.waitForURL(/[?&]bbox=-?\d/);
    await t.getByRole('heading', { name: content.title }).waitFor();
    await expectLanguage(t, locale);
    await shot(t, 'tenant-map-area');
  });
  // A browser in the other language: the visitor switches with the link in the bar, which the server remembers.
  const otherLocale = LOCALES.find((other) => other !== locale);
  const visitorCtx = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: otherLocale, timezoneId: BOOKING_TIME_ZONE });
  const v = await visitorCtx.newPage();
  await check(`a visitor whose browser is in ${otherLocale} switches to ${locale}`, v, async () => {
    await v.goto(sharedLink);
    await expectLanguage(v, otherLocale);
    await v.getByRole('link', { name: LANGUAGE_NAMES[locale] }).first().click();
    await v.waitForURL(sharedLink);
    await v.getByRole('heading', { level: 1, name: content.title }).waitFor();
    await expectLanguage(v, locale);
    const cookie = (await visitorCtx.cookies()).find((c) => c.name === 'hearth_locale');
    if (cookie?.value !== locale) throw new Error(`the switch left hearth_locale=${cookie?.value}, not ${locale}`);
  });
  await check('a signed-out visitor opens the shared link', v, async () => {
    const consoleErrors = [];
    v.on('console', (m) => m.type() === 'error' && !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(m.text()) && consoleErrors.push(m.text()));
    const operations = [];
    v.on('request', (r) => r.url().endsWith('/graphql') && r.method() === 'POST' && operations.push(r.postDataJSON()?.operationName));
    const response = await v.goto(sharedLink);
    // Rendered on the server with its data, in the chosen language: the listing is in the HTML before any script runs.
    const html = await response.text();
    if (!html.includes('data-prerendered="page"') || !html.includes(content.title)) throw new Error('the shared link does not open rendered with the listing');
    if (!html.includes(`<html lang="${locale}"`)) throw new Error(`the rendered property page is not marked ${locale}`);
    const titles = html.match(/<title>[^<]*<\/title>/g) ?? [];
    if (titles.join() !== `<title>${pageTitle(content.title)}</title>`) throw new Error(`the rendered page's titles: ${titles.join(' ') || 'none'}`);
    await v.getByRole('heading', { level: 1, name: content.title }).waitFor();
    await expectTitle(v, pageTitle(content.title));
    // A signed-out action asks to sign in: a link, which works whether or not the page is hydrated yet
    // (before, it loads the page with ?auth=sign-in, and the dialog opens once the app runs).
    await v.getByRole('link', { name: text('Send Message', undefined, { from: 'property' }) }).first().click();
    await v.getByRole('dialog').getByRole('button', { name: text('Sign up') }).waitFor();
    if (consoleErrors.length) throw new Error(`console errors on the rendered property page: ${consoleErrors.join(' | ')}`);
    // Hydrated from the Apollo cache written into the page: the listing is not asked for again.
    if (operations.includes('PropertyDetail')) throw new Error(`the rendered page fetched its listing again (${operations.join(', ')})`);
    await expectLanguage(v, locale);
    await shot(v, 'visitor-shared-link');
  });
  await visitorCtx.close();
  await check('tenant sends a message and a viewing request', t, async () => {
    await t.getByRole('link', { name: text('View Details: {title}', { title: content.title }) }).click();
    await t.getByRole('heading', { level: 1, name: content.title }).waitFor();
    await expectTitle(t, pageTitle(content.title));
    await expectExternalLink(t, text, text('Chat on WhatsApp'), `https://wa.me/${landlord.whatsapp.slice(1)}`);
    await expectLanguage(t, locale);
    await shot(t, 'property-detail');
    await t.getByRole('button', { name: text('Send Message', undefined, { from: 'property' }) }).first().click();
    await t.getByRole('dialog').getByLabel(text('Message', undefined, { from: 'property' })).fill(content.inquiry);
    await expectLanguage(t, locale);
    await shot(t, 'message-dialog');
    await t.getByRole('dialog').getByRole('button', { name: text('Send Message', undefined, { from: 'property' }) }).click();
    await t.getByText(text('Your inquiry has been sent to the property owner.')).waitFor();
    // No viewing times yet: Request Viewing proposes one (10:00 on the listing's clock, three days ahead) and a message.
    await t.getByRole('button', { name: text('Request Viewing') }).click();
    const proposing = t.getByRole('dialog', { name: text('Request a viewing') });
    const inThreeDays = new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE }).format(new Date(Date.now() + 3 * 24 * 3600_000));
    await proposing.getByLabel(text('First choice')).fill(`${inThreeDays}T10:00`);
    await proposing.getByLabel(text('Message to the owner (optional)')).fill(content.proposalNote);
    await expectLanguage(t, locale);
    await shot(t, 'propose-viewing');
    await proposing.getByRole('button', { name: text('Send request') }).click();
    await t.getByText(text('Viewing request sent!', undefined, { from: 'viewing' })).waitFor();
    await t.getByRole('heading', { name: text('Viewing requested') }).waitFor();
    await shot(t, 'viewing-requested');
  });
  const tenantId = await userIdOf(t);
  await check('landlord sees the viewing request notification', l, async () => {
    await l.goto('/dashboard');
    await l.getByRole('tab', { name: new RegExp(escapeRegExp(text('Notifications', undefined, { from: 'dashboard' }))) }).click();
    await l
      .getByRole('tabpanel')
      .getByText(text('{tenant} would like to view {listing} and proposed {count, plural, one {# time} other {# times}}. Answer in your Viewings tab.', { tenant: tenant.name, listing: content.title, count: 1 }))
      .waitFor();
    await expectExternalLink(l, text, `WhatsApp ${tenant.whatsapp}`, `https://wa.me/${tenant.whatsapp.slice(1)}`);
    await expectLanguage(l, locale);
    await shot(l, 'landlord-notifications');
  });
  await check('landlord answers in chat and the tenant sees it live', l, async () => {
    const log = (page) => page.getByRole('log', { name: text('Messages', undefined, { from: 'chat' }) });
    await t.goto('/messages');
    await expectTitle(t, pageTitle(text('My Messages', undefined, { from: 'app' })));
    await t.getByText(text('Owner: {name}', { name: landlord.name })).waitFor();
    await t.getByRole('button', { name: text('Open Chat') }).first().click();
    await t.getByText(`${landlord.name} · ${content.title}`).waitFor();
    await log(t).getByText(content.inquiry).waitFor();
    await expectLanguage(t, locale);
    await l.goto('/dashboard');
    await l.getByRole('tab', { name: new RegExp(escapeRegExp(text('Messages', undefined, { from: 'dashboard' }))) }).click();
    await l.getByText(tenant.name, { exact: true }).first().waitFor();
    await l.getByRole('button', { name: text('Start Chat') }).first().click();
    await l.getByText(`${tenant.name} · ${content.title}`).waitFor();
    await log(l).getByText(content.inquiry).waitFor();
    await l.getByLabel(text('Message', undefined, { from: 'chat' }), { exact: true }).fill(content.answer);
    await l.getByRole('button', { name: text('Send', undefined, { from: 'chat' }), exact: true }).click();
    await expectLanguage(l, locale);
    await shot(l, 'landlord-chat');
    // No reload on the tenant's side: the answer arrives over the subscription.
    await log(t).getByText(content.answer).waitFor({ timeout: 10_000 });
    await shot(t, 'tenant-chat-live');
  });
  /** The day of `d` in the browsers' zone, as typed into a date field's segments. */
  const yyyymmdd = (d) => new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE }).format(d).replaceAll('-', '');
  // Viewing times (docs/product.md#viewings): the landlord offers one, the tenant books it in the browser, the landlord cancels it and
  // the tenant sees why. Before the lease: a unit with a current tenant only takes times 24 hours ahead.
  await check('landlord offers a viewing time', l, async () => {
    await l.goto('/dashboard');
    await l.getByRole('tab', { name: text('Viewings', undefined, { from: 'dashboard' }) }).click();
    const panel = l.getByRole('tabpanel');
    await panel.getByRole('button', { name: new RegExp(escapeRegExp(text('Listing', undefined, { from: 'viewing' }))) }).click();
    await l.getByRole('option', { name: content.title }).click();
    await panel.getByText(text('No viewing times yet')).waitFor();
    // The tenant's request waits above, with the time they proposed.
    await panel.getByRole('heading', { name: text('Viewing requests', undefined, { from: 'viewing' }) }).waitFor();
    await panel.getByRole('button', { name: new RegExp(`^${escapeRegExp(text('Accept {when}', { when: '' }).trim())}`) }).first().waitFor();
    await panel.getByRole('button', { name: text('Add viewing times', undefined, { from: 'viewing' }) }).click();
    const dialog = l.getByRole('dialog', { name: text('Add viewing times', undefined, { from: 'viewing' }) });
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
    await dialog.getByRole('group', { name: text('Day', undefined, { from: 'viewing' }) }).getByRole('spinbutton').first().click();
    await l.keyboard.type(yyyymmdd(inThreeDays));
    await expectLanguage(l, locale);
    await shot(l, 'add-viewing-times');
    await dialog.getByRole('button', { name: text('Add times', undefined, { from: 'viewing' }) }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText(text('{bookedCount} of {capacity} booked', { bookedCount: 0, capacity: 1 })).waitFor();
    await shot(l, 'landlord-viewings');
  });
  await check('tenant books the viewing time from the listing', t, async () => {
    await t.goto(sharedLink);
    await t.getByRole('heading', { level: 1, name: content.title }).waitFor();
    await t.getByRole('button', { name: text('Request Viewing', undefined, { from: 'viewing' }) }).click();
    const dialog = t.getByRole('dialog', { name: text('Book a viewing') });
    // The first day with a free place opens on its own: its one time, said in the listing's zone.
    // react-aria draws each time as a label around a hidden radio input: the label is what a person clicks.
    await dialog.getByRole('radiogroup').locator('label').first().click();
    await dialog.getByLabel(text('Message to the owner (optional)')).fill(content.viewingNote);
    await expectLanguage(t, locale);
    await shot(t, 'book-viewing');
    await dialog.getByRole('button', { name: text('Book viewing') }).click();
    await dialog.waitFor({ state: 'detached' });
    await t.getByRole('heading', { name: text('Viewing booked', undefined, { from: 'viewing' }) }).waitFor();
    await expectLanguage(t, locale);
    await shot(t, 'viewing-booked');
  });
  await check('landlord sees who booked and cancels; the tenant is told why', l, async () => {
    await l.goto('/dashboard');
    // Deleting the listing now would cancel that viewing: the confirmation says so after the spec's question.
    await l.getByRole('button', { name: text('Delete {title}', { title: content.title }) }).click();
    const deleting = l.getByRole('alertdialog', { name: text('Delete Property') });
    await deleting.getByText(text('Are you sure you want to delete this property?'), { exact: true }).waitFor();
    const booked = { deletingBookedViewings: 1 };
    await deleting.getByText(text('{deletingBookedViewings, plural, one {Its booked viewing will be cancelled and the tenant told.} other {Its # booked viewings will be cancelled and their tenants told.}}', booked), { exact: true }).waitFor();
    await l.keyboard.press('Escape');
    await deleting.waitFor({ state: 'detached' });
    await l.getByRole('tab', { name: text('Viewings', undefined, { from: 'dashboard' }) }).click();
    const panel = l.getByRole('tabpanel');
    await panel.getByText(content.viewingNote, { exact: false }).waitFor();
    await panel.getByRole('button', { name: text('Cancel booking of {name}', { name: tenant.name }) }).click();
    const confirm = l.getByRole('alertdialog', { name: text('Cancel this viewing?') });
    await confirm.getByLabel(text('Reason (optional)')).fill(content.cancelReason);
    await confirm.getByRole('button', { name: text('Cancel booking', undefined, { from: 'viewing' }) }).click();
    await confirm.waitFor({ state: 'detached' });
    await panel.getByText(text('{bookedCount} of {capacity} booked', { bookedCount: 0, capacity: 1 })).waitFor();
    await t.goto('/dashboard');
    await t.getByRole('tab', { name: text('Viewings', undefined, { from: 'dashboard' }) }).click();
    const tab = t.getByRole('tabpanel');
    await tab.getByText(text('Cancelled by the owner')).waitFor();
    await tab.getByText(text('Reason: {cancelReason}', { cancelReason: content.cancelReason })).waitFor();
    await expectLanguage(t, locale);
    await shot(t, 'tenant-viewing-cancelled');
  });
  await check('tenant fills the rental profile and applies with the scoped consent', t, async () => {
    await t.goto('/dashboard?tab=applications');
    await t.getByRole('button', { name: text('Fill in my rental profile') }).first().click();
    const profile = t.getByRole('dialog', { name: text('Rental profile') });
    await profile.getByRole('textbox', { name: text('Employer') }).fill(content.employer);
    await profile.getByRole('textbox', { name: text({ message: 'Role', context: 'job' }) }).fill(content.jobTitle);
    await profile.getByRole('textbox', { name: text('Household size') }).fill('2');
    // Both locales write dates as yyyy-mm-dd segments; today is the first day the picker allows.
    await profile.getByRole('group', { name: text('Desired move-in date') }).getByRole('spinbutton').first().click();
    await t.keyboard.type(yyyymmdd(new Date()));
    await profile.getByRole('button', { name: text('Add reference') }).click();
    const reference = profile.getByRole('group', { name: text('Reference {number}', { number: 1 }) });
    await reference.getByRole('textbox', { name: text('Name', undefined, { from: 'application' }) }).fill('Marie Roy');
    await reference.getByRole('textbox', { name: text('Relation') }).fill(content.relation);
    await reference.getByRole('textbox', { name: text('Contact') }).fill('marie.roy@example.ca');
    await expectLanguage(t, locale);
    await shot(t, 'rental-profile');
    await profile.getByRole('button', { name: text('Save rental profile') }).click();
    await profile.waitFor({ state: 'detached' });
    await t.getByText(content.employer, { exact: false }).first().waitFor();
    await t.goto(`/?city=${city}`);
    await t.getByRole('link', { name: text('View Details: {title}', { title: content.title }) }).click();
    await t.getByRole('button', { name: text('Apply') }).click();
    const apply = t.getByRole('dialog', { name: text('Apply for {listingTitle}', { listingTitle: content.title }) });
    await apply.getByRole('textbox', { name: text('Message to the landlord') }).fill(content.inquiry);
    // The consent names this landlord and this listing; the box is drawn over a hidden input, so its label is what people click.
    await apply.getByText(text('Share my rental profile with {landlordName} for {listingTitle}', { landlordName: landlord.name, listingTitle: content.title })).click();
    await expectLanguage(t, locale);
    await shot(t, 'apply-dialog');
    await apply.getByRole('button', { name: text('Send application') }).click();
    await t.getByText(text('Application sent')).first().waitFor();
  });
  await check('landlord shortlists the application, then accepts it: Create Lease opens prefilled', l, async () => {
    await l.goto('/dashboard');
    await l.getByRole('tab', { name: text('Applications', undefined, { from: 'dashboard' }) }).click();
    await l.getByRole('button', { name: new RegExp(escapeRegExp(text('Listing', undefined, { from: 'application' }))) }).click();
    await l.getByRole('option', { name: content.title }).click();
    await l.getByRole('heading', { name: tenant.name }).waitFor();
    await l.getByText(content.employer, { exact: false }).first().waitFor();
    await l.getByRole('button', { name: text('Shortlist {tenantName}', { tenantName: tenant.name }) }).click();
    await l.getByText(text('Application shortlisted')).first().waitFor();
    await l.getByText(sentenceCase(text({ message: 'shortlisted', context: 'application status' })), { exact: true }).first().waitFor();
    await expectLanguage(l, locale);
    await shot(l, 'landlord-applications');
    await l.getByRole('button', { name: text('Accept and create lease for {tenantName}', { tenantName: tenant.name }) }).click();
    const dialog = l.getByRole('dialog', { name: text('Create New Lease Agreement') });
    await dialog.waitFor();
    if ((await dialog.getByLabel(text('Tenant Name')).inputValue()) !== tenant.name) throw new Error('Create Lease is not prefilled with the tenant name');
    if ((await dialog.getByLabel(text('Tenant Email')).inputValue()) !== tenant.email) throw new Error('Create Lease is not prefilled with the tenant email');
  });
  await check("landlord sends the lease: only the province's deposits are offered, prefilled lawful; too much is refused with the rule", l, async () => {
    const dialog = l.getByRole('dialog', { name: text('Create New Lease Agreement') });
    await dialog.getByText(text("Ontario: only a last month's rent deposit (at most one month's rent) and a refundable key deposit; no security or pet damage deposit (Residential Tenancies Act, 2006, ss. 105–106).")).waitFor();
    await dialog.getByLabel(text('Tenant Phone')).fill(tenant.whatsapp);
    await dialog.getByRole('textbox', { name: text('Monthly Rent', undefined, { from: 'lease' }) }).fill('2100');
    await dialog.getByLabel(text('Terms', undefined, { from: 'lease' })).fill(content.terms);
    await dialog.getByRole('button', { name: text('Add deposit') }).click();
    const deposit = dialog.getByRole('group', { name: text('Deposit {number}', { number: 1 }) });
    const amount = deposit.getByRole('textbox', { name: text('Amount') });
    // Ontario's one lawful kind first, for one month of the rent: never a security deposit.
    if ((await amount.inputValue()).replace(/\D/g, '') !== '2100') throw new Error(`the deposit is not prefilled with the rent: ${await amount.inputValue()}`);
    await deposit.getByRole('button', { name: new RegExp(escapeRegExp(text('Kind', undefined, { from: 'lease' }))) }).click();
    const kinds = await l.getByRole('option').allTextContents();
    if (JSON.stringify(kinds) !== JSON.stringify([text("Last month's rent"), text('Key deposit')])) throw new Error(`Ontario's deposit kinds offered: ${kinds.join(', ')}`);
    await l.getByRole('option', { name: text("Last month's rent") }).click();
    await amount.fill('3000');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'signed-lease.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('list', { name: text('Signed contract') }).getByText(text('Uploaded')).waitFor({ state: 'attached' });
    await dialog.getByRole('button', { name: text('Create Lease', undefined, { from: 'lease' }) }).click();
    // The names come from the contracts' deposit table (as the form reads them), the sentence from the form's catalog.
    const [cap] = PROVINCIAL_DEPOSIT_RULES.ON.caps;
    const refused = text('These deposits ({kinds}) may total at most {limit} {where} ({law}).', {
      kinds: inLanguage(DEPOSIT_KIND_NAMES['last-month-rent'], locale),
      limit: formatCad(2100, locale),
      where: inLanguage(IN_PROVINCE.ON, locale),
      law: inLanguage(cap.law, locale),
    });
    await dialog.getByText(refused).waitFor();
    await expectLanguage(l, locale);
    await shot(l, 'create-lease-deposit-refused');
    await amount.fill('2100');
    await dialog.getByRole('button', { name: text('Create Lease', undefined, { from: 'lease' }) }).click();
    await dialog.waitFor({ state: 'detached' });
    await l.getByRole('tab', { name: text('Leases', undefined, { from: 'dashboard' }) }).click();
    await l.getByText(tenant.name).first().waitFor();
    await expectLanguage(l, locale);
    await shot(l, 'landlord-leases');
  });
  await check('the marketplace card shows Booked', t, async () => {
    await t.goto(`/?city=${city}`);
    await t.getByText(text('Currently Booked')).waitFor();
    await shot(t, 'card-booked');
  });
  await check('the lease waits until the tenant confirms their email from the emailed link', t, async () => {
    await t.goto('/dashboard');
    await t.getByRole('tab', { name: text('My Leases', undefined, { from: 'dashboard' }) }).click();
    await t.getByRole('heading', { name: text('Confirm your email address') }).waitFor();
    await t.getByText(text('No Lease Agreements')).waitFor();
    await expectLanguage(t, locale);
    await shot(t, 'tenant-leases-unverified');
    // The email is in the language the tenant signed up in.
    const mail = emailed(server?.dataDir ?? process.env.E2E_DATA_DIR, tenant.email, '/verify-email');
    if (mail.subject !== text('Confirm your Hearth email address')) throw new Error(`the verification email's subject is ${JSON.stringify(mail.subject)}`);
    if (!mail.text.includes(text('Hello {name},', { name: tenant.name }))) throw new Error(`the verification email does not greet in ${locale}: ${mail.text.slice(0, 200)}`);
    const link = new URL(mail.link);
    await t.goto(link.pathname + link.search);
    await t.getByRole('button', { name: text('Confirm email address') }).click();
    await t.getByRole('status').getByText(text('Your email address is verified.', undefined, { from: 'api' })).waitFor();
    await expectLanguage(t, locale);
    await shot(t, 'tenant-email-verified');
  });
  await check('a new listing matching the saved search is approved: the tenant is emailed, and stops the alerts from the email', a, async () => {
    // The landlord lists a second home in the city (from their browser; the form itself is covered above).
    const second = { title: `${content.title} 2`, monthlyRent: 1900, address: content.street, city, province: 'ON', propertyType: 'condo', bedrooms: 1, bathrooms: 1 };
    const created = await l.evaluate(async (body) => (await fetch('/api/properties', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status, second);
    if (created !== 201) throw new Error(`the second listing was answered ${created}`);
    await a.goto('/admin');
    await a.getByRole('button', { name: text('Approve {0}', { 0: second.title }) }).click();
    // Matching runs in the background job queue; the (verified) tenant's email comes in their language.
    const dataDir = server?.dataDir ?? process.env.E2E_DATA_DIR;
    let mail;
    for (const deadline = Date.now() + 20_000; !mail && Date.now() < deadline; await a.waitForTimeout(250)) {
      try {
        mail = emailed(dataDir, tenant.email, '/api/saved-searches/unsubscribe');
      } catch {}
    }
    if (!mail) throw new Error('no alert email reached the tenant');
    const subject = text('New listing for your saved search “{search}”', { search: city }, { from: 'api' });
    if (mail.subject !== subject) throw new Error(`the alert's subject is ${JSON.stringify(mail.subject)}, not ${JSON.stringify(subject)}`);
    if (!mail.text.includes(second.title)) throw new Error('the alert does not name the new listing');
    // One click from the email, signed out: the confirmation page, then its button.
    const inbox = await browser.newContext({ locale, timezoneId: BOOKING_TIME_ZONE });
    const u = await inbox.newPage();
    await u.goto(mail.link);
    await u.getByRole('button', { name: text('Unsubscribe', undefined, { from: 'api' }) }).click();
    const done = text('You will no longer get email alerts for “{name}”. You can turn them back on in your saved searches.', { name: city }, { from: 'api' });
    await u.getByText(done).waitFor();
    await shot(u, 'alert-unsubscribed');
    await inbox.close();
  });
  await check('tenant accepts the lease invitation in My Leases; the card stays Booked', t, async () => {
    await t.getByRole('button', { name: text('Go to Dashboard', undefined, { from: 'auth' }) }).click();
    await t.getByRole('tab', { name: text('My Leases', undefined, { from: 'dashboard' }) }).click();
    const invitation = t.getByRole('group', { name: text('Lease invitation: {listing}', { listing: content.title }) });
    await t.getByText(text('{landlord} invited you to lease this property.', { landlord: landlord.name })).waitFor();
    await expectLanguage(t, locale);
    await shot(t, 'tenant-lease-invitation');
    await invitation.getByRole('button', { name: text('Accept') }).click();
    await t.getByText(text('Lease accepted')).first().waitFor();
    await t.getByRole('tabpanel').getByText(sentenceCase(text({ message: 'active', context: 'lease status' })), { exact: true }).first().waitFor();
    await t.goto(`/?city=${city}`);
    await t.getByText(text('Currently Booked')).waitFor();
  });
  await check('landlord is told, in the language of the page, that the lease was accepted', l, async () => {
    await l.goto('/dashboard');
    await l.getByRole('tab', { name: new RegExp(escapeRegExp(text('Notifications', undefined, { from: 'dashboard' }))) }).click();
    await l.getByRole('tabpanel').getByText(text('{tenant} accepted the lease for {listing}.', { tenant: tenant.name, listing: content.title })).waitFor();
    await expectLanguage(l, locale);
  });
  await check('tenant sees the rental and the lease in the dashboard', t, async () => {
    await t.goto('/dashboard');
    await t.getByRole('tab', { name: text('My Rentals', undefined, { from: 'dashboard' }) }).click();
    await t.getByText(content.title).first().waitFor();
    await expectLanguage(t, locale);
    await shot(t, 'tenant-rentals');
    await t.getByRole('tab', { name: text('My Leases', undefined, { from: 'dashboard' }) }).click();
    await t.getByRole('tabpanel').getByText(new RegExp(escapeRegExp(formatCad(2100, locale)))).first().waitFor();
    await expectLanguage(t, locale);
    await shot(t, 'tenant-leases');
  });
  // Signing (docs/lease-signatures.md): the landlord signs on the Leases tab, the tenant on My Leases, which seals the
  // lease; the tenant downloads the sealed copy and a signed-out visitor checks it, then a copy with one byte changed.
  /** A control named by a message with a lease number in it, whatever the number. */
  // Playwright matches a regular expression against the name with its spaces normalized: French no-break spaces too.
  const withLeaseNumber = (message, key) =>
    new RegExp(`^${escapeRegExp(text(message, { [key]: '\u0000' }, { from: 'lease' })).replace('\u0000', '\\d+').replace(/\s+/g, '\\s+')}$`);
  async function signIn(page, name) {
    await page.getByRole('button', { name: withLeaseNumber('Sign lease #{id}', 'id') }).first().click();
    const dialog = page.getByRole('dialog', { name: withLeaseNumber('Sign lease #{leaseId}', 'leaseId') });
    await dialog.getByRole('textbox', { name: new RegExp(escapeRegExp(text('Your full name'))) }).fill(name);
    // The checkbox's label, as a person clicks it (react-aria's input is visually hidden).
    const consent = dialog.getByText(text('I agree to sign this lease electronically, and that my typed name is my signature.'));
    await consent.click();
    if (!(await dialog.getByRole('checkbox').isChecked())) throw new Error('the consent checkbox did not tick');
    await dialog.getByRole('button', { name: text('Sign the lease') }).click();
    return dialog;
  }
  let signedCopy;
  await check('landlord signs the lease on the Leases tab; the tenant is told', l, async () => {
    await l.goto('/dashboard');
    await l.getByRole('tab', { name: text('Leases', undefined, { from: 'dashboard' }) }).click();
    await l.getByRole('tabpanel').getByText(text('Not signed yet')).first().waitFor();
    const dialog = await signIn(l, landlord.name);
    await dialog.getByText(text('You signed. We told the tenant.')).waitFor();
    await expectLanguage(l, locale);
    await shot(l, 'landlord-signed');
    await dialog.getByRole('button', { name: text('Close', undefined, { from: 'lease' }) }).first().click();
    await l.getByRole('tabpanel').getByText(text('Signed by you — waiting for the tenant')).first().waitFor();
  });
  await check('tenant signs in My Leases: sealed, the signed copy downloads', t, async () => {
    await t.goto('/dashboard');
    await t.getByRole('tab', { name: text('My Leases', undefined, { from: 'dashboard' }) }).click();
    await t.getByRole('tabpanel').getByText(text('Signed by the landlord — waiting for you')).first().waitFor();
    const dialog = await signIn(t, tenant.name);
    await dialog.getByText(text('Signed by both')).waitFor();
    await expectLanguage(t, locale);
    await shot(t, 'tenant-signed-sealed');
    const [download] = await Promise.all([t.waitForEvent('download'), dialog.getByRole('link', { name: text('Download the signed lease (PDF)') }).click()]);
    signedCopy = readFileSync(await download.path());
    if (signedCopy.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('the signed copy is not a PDF');
    await dialog.getByRole('button', { name: text('Close', undefined, { from: 'lease' }) }).first().click();
    await t.getByRole('tabpanel').getByText(text('Signed by both')).first().waitFor();
  });
  await check('a visitor verifies the signed copy on /verify (from the footer); one changed byte is not valid', t, async () => {
    const visitorCtx = await browser.newContext(inLocale);
    const v = await visitorCtx.newPage();
    await openHome(v, text);
    await v.getByRole('contentinfo').getByRole('link', { name: text('Verify a lease', undefined, { from: 'app' }) }).click();
    await v.waitForURL('**/verify');
    await v.getByRole('heading', { level: 1, name: text('Verify a lease', undefined, { from: 'lease' }) }).waitFor();
    await expectTitle(v, pageTitle(text('Verify a lease', undefined, { from: 'lease' })));
    const input = v.locator('input[type="file"]');
    await input.setInputFiles({ name: 'signed-lease.pdf', mimeType: 'application/pdf', buffer: signedCopy });
    const valid = v.getByRole('region', { name: text('Valid: a lease sealed by Hearth') });
    await valid.waitFor();
    for (const name of [landlord.name, tenant.name]) await valid.getByText(new RegExp(`^${escapeRegExp(name)}, `)).waitFor();
    await expectLanguage(v, locale);
    await shot(v, 'verify-valid');
    const changed = Buffer.from(signedCopy);
    changed[Math.floor(changed.length / 2)] ^= 0x01;
    await input.setInputFiles({ name: 'changed-lease.pdf', mimeType: 'application/pdf', buffer: changed });
    await v.getByRole('region', { name: text('Not valid') }).waitFor();
    await v.getByText(text('This file is not a lease sealed by Hearth, or it was changed after signing.')).waitFor();
    await expectLanguage(v, locale);
    await shot(v, 'verify-not-valid');
    await visitorCtx.close();
  });
  await (await import('./journey-tenancy.mjs')).tenancyJourney({ l, t, text, check, shot, expectLanguage, landlord, tenant, content, locale });
  await (await import('./journey-rent.mjs')).rentJourney({ l, t, text, check, shot, expectLanguage, locale, landlord, tenant });
  await check('tenant reports the listing and the admin sees it in the queue', t, async () => {
    await t.goto(sharedLink);
    await t.getByRole('button', { name: text('Report listing') }).click();
    const dialog = t.getByRole('dialog', { name: text('Report listing') });
    await chooseRadio(dialog.getByRole('radio', { name: text('Wrong details, photos or price') }));
    await dialog.getByLabel(text('Details (optional)')).fill(content.report);
    await expectLanguage(t, locale);
    await shot(t, 'report-dialog');
    await dialog.getByRole('button', { name: text('Send Report') }).click();
    await t.getByText(text('Thank you. An administrator will review this listing.')).first().waitFor();
    await a.goto('/admin');
    await a.getByRole('tab', { name: text('Reports', undefined, { from: 'admin' }) }).click();
    // react-aria tables are grids: find the row inside the Reports tab panel.
    const row = a.getByRole('tabpanel', { name: text('Reports', undefined, { from: 'admin' }) }).getByRole('row').filter({ hasText: content.title });
    await row.getByText(content.report).waitFor();
    await expectLanguage(a, locale);
    await shot(a, 'admin-reports');
  });
  for (const [who, page] of [['landlord', l], ['tenant', t]]) {
    await check(`${who} edits the profile`, page, async () => {
      await page.goto('/profile');
      await page.getByLabel(text('Bio')).fill(content.bio[who]);
      await page.getByLabel(text('Location', undefined, { from: 'profile' })).fill(content.location);
      await page.getByRole('button', { name: text('Save Profile') }).click();
      await page.getByText(text('Profile updated')).first().waitFor();
      await expectLanguage(page, locale);
      await page.goto('/user-profile');
      await page.getByText(content.bio[who]).waitFor();
      await expectLanguage(page, locale);
      await shot(page, `${who}-profile`);
    });
  }
  await Promise.all([landlordCtx, tenantCtx, adminCtx].map((context) => context.close()));
}

async function main() {
  if (!process.env.E2E_BASE_URL && !process.env.E2E_SKIP_BUILD) execSync('npm run build', { cwd: root, stdio: 'inherit', timeout: OVERALL_TIMEOUT_MS / 2 });
  const server = process.env.E2E_BASE_URL ? null : await startServer();
  let stopping;
  const stopServer = () => (stopping ??= server?.stop());
  let browser;
  // Browser first: the server's graceful shutdown waits for the browser's open connections (chat socket).
  const stopAndExit = () => Promise.resolve(browser?.close()).catch(() => {}).then(stopServer).catch((error) => console.error('journey: cleanup failed:', error)).finally(() => process.exit(1));
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, stopAndExit);
  setTimeout(() => {
    console.log(`journey: timed out after ${OVERALL_TIMEOUT_MS / 1000}s`);
    void stopAndExit();
  }, OVERALL_TIMEOUT_MS - (Date.now() - startedAt)).unref();
  const baseUrl = process.env.E2E_BASE_URL ?? server.baseUrl;
  browser = await launchChromium().catch(async (error) => {
    await stopServer();
    throw error;
  });
  let failed = false;
  try {
    // One locale after the other: each run's failure is reported, and the next still runs.
    for (const locale of locales) {
      await journey({ browser, baseUrl, server, locale }).catch(() => {
        failed = true;
      });
    }
  } finally {
    await browser.close().catch(() => {});
    await stopServer();
  }
  const passed = results.filter((r) => r.ok).length;
  console.log(`journey: ${passed}/${results.length} steps passed (${locales.join(', ')}) in ${((Date.now() - startedAt) / 1000).toFixed(1)}s; screenshots in ${artifacts}`);
  process.exit(failed ? 1 : 0);
}

await main();
