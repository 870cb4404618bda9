// Phones: every route of docs/product.md#screens-and-routes, in every role, at 320, 360, 390 and 430 px with long real content, must
// not scroll sideways and must keep every control on screen and uncut, and at 390 px every control a whole tap target
// of 44 × 44 px (layout-probe.mjs); so must the dashboard
// tabs, both chat views, the collapsed menu and the Sign In, Send Message, Edit Property, Create Lease and Add viewing
// times dialogs.
// At 320 px a long listing title wraps in the List Property and Edit Property title fields, and 'Add a French version' fits.
// List Property's action bar stays compact and no toast covers its submit button. Then all of it again in French
// (its longer words) at 320, 360 and 390 px. Full-page screenshots at 390 px land in
// web/e2e/artifacts/phones/<locale>-<screen>.png.
// `E2E_SKIP_BUILD=1` reuses a build. It always starts its own server: the admin is made in that server's data.
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';
import { probeLayout, probeTapTargets } from './layout-probe.mjs';
import { textsFor } from './messages.mjs';
import { LISTING_COUNT, REPAIR, SEARCH_NAME, createPhonesData, titleOf, users } from './phones-data.mjs';
import { root, startServer } from './server.mjs';

const WIDTHS = [320, 360, 390, 430];
/** Each locale's pass and its widths: French only up to the common phones, to keep the run short. */
const PASSES = [
  { locale: 'en-CA', widths: WIDTHS },
  { locale: 'fr-CA', widths: [320, 360, 390] },
];
const SHOT_WIDTH = 390;
const HEIGHT = 800;
const ACTION_BAR_MAX_PX = 72;
const artifacts = fileURLToPath(new URL('./artifacts/phones/', import.meta.url));
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });
const startedAt = Date.now();
const results = [];

async function check(name, fn) {
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}`);
  } catch (error) {
    results.push({ name, ok: false });
    const lines = String(error?.message ?? error).split('\n');
    const more = lines.length > 12 ? [`… and ${lines.length - 12} more`] : [];
    console.log(`  ✗ ${name}:\n      ${[...lines.slice(0, 12), ...more].join('\n      ')}`);
  }
}

/** Requests each page has in flight: what arrives after `ready` (a rent ledger, a lazy chunk) changes what is measured. */
const network = new WeakMap();
function trackRequests(page) {
  const state = { pending: new Set(), lastChange: Date.now() };
  page.on('request', (request) => { state.pending.add(request); state.lastChange = Date.now(); });
  for (const done of ['requestfinished', 'requestfailed']) page.on(done, (request) => { state.pending.delete(request); state.lastChange = Date.now(); });
  network.set(page, state);
}

/** No request in flight for 200 ms (the page's data and code are in), then two frames (the layout is drawn). */
async function settled(page) {
  const state = network.get(page);
  const deadline = Date.now() + 10_000;
  while (state && (state.pending.size || Date.now() - state.lastChange < 200)) {
    if (Date.now() > deadline) throw new Error(`still loading after 10 s: ${[...state.pending].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The whole page from its top (a scrolled full-page shot draws the sticky nav bar mid-page); an open dialog as seen. */
async function shot(page, name) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const fullPage = (await page.getByRole('dialog').count()) === 0;
  await page.screenshot({ path: `${artifacts}${name}.png`, fullPage, animations: 'disabled' });
}

/** Probes the page at every width (resizing, media queries re-apply), its tap targets and a screenshot at 390 px; throws what is wrong. */
async function fitsEveryWidth(page, shotName, widths) {
  const problems = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settled(page);
    problems.push(...(await page.evaluate(probeLayout)).map((problem) => `${width}px: ${problem}`));
    if (width !== SHOT_WIDTH) continue;
    problems.push(...(await page.evaluate(probeTapTargets)).map((problem) => `${width}px: ${problem}`));
    await shot(page, shotName);
  }
  // How much too wide first, then the controls.
  const tooWide = (problem) => / (page|body) is /.test(problem);
  if (problems.length) throw new Error([...problems.filter(tooWide), ...problems.filter((p) => !tooWide(p))].join('\n'));
}

const heading = (name) => (page) => page.getByRole('heading', { name, exact: true });
const inTab = (text) => (page) => page.getByRole('tabpanel').getByText(text).first();
const signedIn = ['tenant', 'landlord', 'admin'];
/** An admin list's first item: a card on a phone (600 px or less), a table row above. */
const adminItem = (page) => page.getByRole('article').or(page.getByRole('row').nth(1)).first();

/** docs/product.md#screens-and-routes: path, who sees the screen (others get Please Sign In or Access Denied) and what shows it is loaded. */
const routes = (propertyId, text) => [
  { name: 'home', path: '/', ready: (page) => page.getByRole('list', { name: text('Properties', undefined, { from: 'home' }) }) },
  { name: 'dashboard', path: '/dashboard', roles: ['tenant', 'landlord'], ready: inTab(titleOf(LISTING_COUNT)) },
  { name: 'messages', path: '/messages', roles: ['tenant'], ready: (page) => page.getByRole('button', { name: text('Open Chat') }) },
  { name: 'notifications', path: '/notifications', roles: ['tenant'], ready: heading(text('Latest notifications', undefined, { from: 'notification' })) },
  { name: 'admin', path: '/admin', roles: ['admin'], ready: adminItem },
  // Everyone's profile lists their saved searches (each role keeps one, with a long name).
  { name: 'user-profile', path: '/user-profile', roles: signedIn, ready: heading(SEARCH_NAME) },
  { name: 'profile', path: '/profile', roles: signedIn, ready: (page) => page.getByRole('button', { name: text('Save Profile') }) },
  { name: 'list-property', path: '/list-property', roles: ['landlord'], ready: heading(text('List Your Property', undefined, { from: 'listing' })) },
  { name: 'property', path: `/property/${propertyId}`, ready: heading(titleOf(LISTING_COUNT)) },
  { name: 'verify', path: '/verify', ready: heading(text('Verify a lease', undefined, { from: 'lease' })) },
  { name: 'not-found', path: '/no-such-page', ready: heading(text('404 Page Not Found')) },
  // The public rent report, and a city it has no figures for (its way back to all cities).
  { name: 'rent-report', path: '/rent-report', ready: heading(text('Rent report', undefined, { from: 'rent-report' })) },
  { name: 'rent-report-city', path: '/rent-report/on/nowhere', ready: heading(text('No rent report for this city yet', undefined, { from: 'rent-report' })) },
];

const inDialog = (name) => (page) => page.getByRole('dialog').getByRole('button', { name, exact: true });
const chatLog = (text) => (page) => page.getByRole('log', { name: text('Messages', undefined, { from: 'chat' }) }).getByText(/Yes it is/);

/** A lease module message ('Sign lease #{id}') whatever the lease's number. */
const anyLease = (text, message) =>
  new RegExp(`^${text(message, { id: '\u0000' }, { from: 'lease' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\u0000', '\\d+').replace(/\s+/g, '\\s+')}$`);
const signLease = (text) => anyLease(text, 'Sign lease #{id}');

/** A tab (or a view a button opens) and what shows it is loaded. */
const views = (propertyId, tenancyId, text) => ({
  tenant: [
    { path: '/', open: text('Open menu'), label: 'menu', ready: (page) => page.getByRole('menu') },
    { path: '/dashboard', tab: text('Saved Properties', undefined, { from: 'dashboard' }), ready: inTab(titleOf(LISTING_COUNT - 1)) },
    // The lease is still pending: the tenant sees it as an invitation with Accept and Decline.
    { path: '/dashboard', tab: text('My Leases', undefined, { from: 'dashboard' }), ready: inTab(text('{landlord} invited you to lease this property.', { landlord: users.landlord.name })) },
    // The signing dialog of that lease (pending leases are signed too): the name, the consent and 44 px buttons.
    { path: '/dashboard', tab: text('My Leases', undefined, { from: 'dashboard' }), open: signLease(text), label: 'Sign lease', ready: inDialog(text('Sign the lease', undefined, { from: 'lease' })) },
    { path: '/dashboard', tab: text('Saved searches', undefined, { from: 'dashboard' }), ready: inTab(SEARCH_NAME) },
    { path: '/dashboard', tab: text('Viewings', undefined, { from: 'dashboard' }), ready: inTab(titleOf(LISTING_COUNT)) },
    { path: '/dashboard', tab: text('Saved searches', undefined, { from: 'dashboard' }), open: text('Rename {name}', { name: SEARCH_NAME }), label: 'Rename', ready: inDialog(text('Rename', undefined, { from: 'saved-search' })) },
    // docs/product.md#rental-applications: the rental profile (none yet) above My applications, and its form.
    { path: '/dashboard', tab: text('Applications', undefined, { from: 'dashboard' }), ready: inTab(text('No rental profile yet')) },
    { path: '/dashboard', tab: text('Applications', undefined, { from: 'dashboard' }), open: text('Fill in my rental profile'), label: 'Rental profile', ready: inDialog(text('Save rental profile')) },
    // docs/product.md#repair-requests: the running tenancy's Home tab (its repair first) and the repair form.
    { path: '/dashboard', tab: text({ message: 'Home', context: 'the rented home' }, undefined, { from: 'dashboard' }), ready: inTab(REPAIR) },
    { path: '/dashboard', tab: text({ message: 'Home', context: 'the rented home' }, undefined, { from: 'dashboard' }), open: text('Report a repair', undefined, { from: 'repair' }), ready: inDialog(text('Send request', undefined, { from: 'repair' })) },
    { path: '/messages', open: text('Open Chat'), ready: chatLog(text) },
    { path: `/property/${propertyId}`, open: text('Send Message', undefined, { from: 'property' }), ready: inDialog(text('Send Message', undefined, { from: 'property' })) },
  ],
  landlord: [
    { path: '/dashboard', tab: text('Leases', undefined, { from: 'dashboard' }), ready: inTab(users.tenant.name) },
    { path: '/dashboard', tab: text('Leases', undefined, { from: 'dashboard' }), open: signLease(text), label: 'Sign lease', ready: inDialog(text('Sign the lease', undefined, { from: 'lease' })) },
    { path: '/dashboard', tab: text('Repairs', undefined, { from: 'dashboard' }), ready: inTab(REPAIR) },
    // The brought-in tenancy's details once its rent ledger (docs/rent-ledger.md) has loaded: a payment and its statements.
    { path: '/dashboard', tab: text('Leases', undefined, { from: 'dashboard' }), open: text('Details of lease #{id}', { id: tenancyId }, { from: 'lease' }), label: 'Lease details', ready: (page) => page.getByRole('dialog').getByRole('heading', { name: text('Statements', undefined, { from: 'rent' }), exact: true }) },
    { path: '/dashboard', tab: text('Applications', undefined, { from: 'dashboard' }), ready: inTab(text('Choose a listing to see its applications')) },
    { path: '/dashboard', tab: text('Viewings', undefined, { from: 'dashboard' }), ready: inTab(users.tenant.name) },
    { path: '/dashboard', tab: text('Viewings', undefined, { from: 'dashboard' }), open: text('Add viewing times', undefined, { from: 'viewing' }), ready: inDialog(text('Add times', undefined, { from: 'viewing' })) },
    { path: '/dashboard', tab: text('Notifications', undefined, { from: 'dashboard' }), ready: inTab(text('{tenant} would like to view {listing}.', { tenant: users.tenant.name, listing: titleOf(LISTING_COUNT) })) },
    { path: '/dashboard', tab: text('Messages', undefined, { from: 'dashboard' }), ready: (page) => page.getByRole('button', { name: text('Start Chat') }) },
    { path: '/dashboard', tab: text('Messages', undefined, { from: 'dashboard' }), open: text('Start Chat'), ready: chatLog(text) },
    { path: '/dashboard', open: text('Edit {title}', { title: titleOf(LISTING_COUNT) }), label: 'Edit Property', ready: inDialog(text('Save Changes')) },
    { path: '/dashboard', tab: text('Leases', undefined, { from: 'dashboard' }), open: text('Create Lease', undefined, { from: 'lease' }), ready: inDialog(text('Create Lease', undefined, { from: 'lease' })) },
  ],
  admin: [{ path: '/admin', tab: text('Leases', undefined, { from: 'admin' }), ready: adminItem }],
  // Signed out, Sign In is a link (it works before the app has loaded); once the app runs it opens the dialog.
  signedOut: [{ path: '/', open: text('Sign In'), openRole: 'link', ready: inDialog(text('Sign In')) }],
});

async function open(page, path, ready) {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.goto(path);
  await ready(page).waitFor();
}

/**
 * At each width: the bar is at most 72 px tall, and a toast (an unsupported upload) leaves the submit button free,
 * with the bar stuck to the bottom of the screen (page top) and in its place above the footer (page end).
 */
async function listPropertyBar(page, { locale, text, widths }) {
  const title = text('List Your Property', undefined, { from: 'listing' });
  await open(page, '/list-property', heading(title));
  const submit = page.getByRole('form', { name: title }).getByRole('button', { name: text('List Property') });
  const toasts = page.getByRole('region', { name: text('Notifications (F8)') });
  const problems = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT });
    // A fresh toast at each width: they close after 5 s.
    await page.locator('#media-upload input[type="file"]').setInputFiles({ name: `notes-${width}.txt`, mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await toasts.getByText(`notes-${width}.txt`, { exact: false }).waitFor();
    const bar = await submit.evaluate((button) => button.parentElement.getBoundingClientRect().height);
    if (bar > ACTION_BAR_MAX_PX) problems.push(`${width}px: the action bar is ${Math.round(bar)}px tall (at most ${ACTION_BAR_MAX_PX})`);
    for (const [at, y] of [['top', 0], ['end', 1e6]]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await settled(page);
      const [button, toast] = [await submit.boundingBox(), await toasts.boundingBox()];
      const overlaps = button.x < toast.x + toast.width && toast.x < button.x + button.width && button.y < toast.y + toast.height && toast.y < button.y + button.height;
      if (overlaps) problems.push(`${width}px, page ${at}: a toast (y ${Math.round(toast.y)}–${Math.round(toast.y + toast.height)}) covers List Property (y ${Math.round(button.y)}–${Math.round(button.y + button.height)})`);
      if (width === SHOT_WIDTH && at === 'top') await page.screenshot({ path: `${artifacts}${locale}-landlord-list-property-toast.png` });
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
}

/**
 * A long listing title shows whole, wrapping inside its field, in the Edit Property dialog (the title and its French
 * version) and on List Property, at each width: the dialog's body scrolls, so the probe above leaves its fields be.
 */
async function titlesWrap(page, { text, widths }) {
  const problems = [];
  const cut = async (where, fields) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: HEIGHT });
      await settled(page);
      for (const field of await fields.all()) {
        const [name, scroll, client, right] = await field.evaluate((el) => [el.labels?.[0]?.textContent?.trim() ?? '', el.scrollWidth, el.clientWidth, el.getBoundingClientRect().right]);
        if (scroll > client + 1 || right > width + 1) problems.push(`${width}px, ${where}: "${name}" shows ${client} of its ${scroll}px of text (right edge ${Math.round(right)})`);
      }
    }
  };
  await open(page, '/dashboard', (p) => p.getByRole('heading', { level: 1 }));
  await page.getByRole('button', { name: text('Edit {title}', { title: titleOf(LISTING_COUNT) }), exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: text('Save Changes'), exact: true }).waitFor();
  const titleFr = dialog.getByRole('textbox', { name: text('Title in French', undefined, { from: 'listing' }) });
  if ((await titleFr.count()) === 0) await dialog.getByRole('button', { name: text('Add a French version', undefined, { from: 'listing' }) }).click();
  await titleFr.fill(titleOf(LISTING_COUNT));
  await cut('Edit Property', dialog.getByRole('textbox', { name: new RegExp(`^${text('Title', undefined, { from: 'listing' })}`) }));
  const title = text('List Your Property', undefined, { from: 'listing' });
  await open(page, '/list-property', heading(title));
  await page.getByRole('form', { name: title }).getByRole('textbox', { name: new RegExp(`^${text('Title', undefined, { from: 'listing' })}`) }).first().fill(titleOf(1));
  await cut('List Property', page.getByRole('form', { name: title }).getByRole('textbox', { name: new RegExp(`^${text('Title', undefined, { from: 'listing' })}`) }).first());
  // The typed title was kept as a draft (listing-draft.ts): drop it, so the next pass opens an empty form.
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('hearth.listingDraft.')));
  await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('hearth.listingDraft.')).forEach((key) => localStorage.removeItem(key)));
  if (problems.length) throw new Error(problems.join('\n'));
}

async function main() {
  if (!process.env.E2E_SKIP_BUILD) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const server = await startServer();
  let browser;
  const cleanUp = () => Promise.resolve(browser?.close()).catch(() => {}).then(server.stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanUp().finally(() => process.exit(1)));
  try {
    browser = await launchChromium();
    const contexts = {};
    for (const role of ['signedOut', ...signedIn]) {
      contexts[role] = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: WIDTHS[0], height: HEIGHT } });
      // A screen that never shows fails its check in 10 s, not Playwright's 30.
      contexts[role].setDefaultTimeout(10_000);
    }
    const { userIds, propertyId, tenancyId } = await createPhonesData(contexts, server);
    console.log(`phones: data ready in ${((Date.now() - startedAt) / 1000).toFixed(1)}s`);
    for (const role of signedIn) {
      // What signing in stores (docs/product.md#overview), so the first paint is already the signed-in one.
      await contexts[role].addInitScript(([id, userRole]) => {
        localStorage.setItem('userId', id);
        localStorage.setItem('userRole', userRole);
      }, [String(userIds[role]), users[role].role]);
    }
    for (const { locale, widths } of PASSES) {
      const text = textsFor(locale);
      // The switcher's choice, as a person who picked the language would have it.
      for (const context of Object.values(contexts)) await context.addCookies([{ name: 'hearth_locale', value: locale, url: server.baseUrl }]);
      for (const [role, context] of Object.entries(contexts)) {
        const page = await context.newPage();
        trackRequests(page);
        const guard = heading(text(role === 'signedOut' ? 'Please Sign In' : 'Access Denied'));
        for (const route of routes(propertyId, text)) {
          const allowed = !route.roles || route.roles.includes(role);
          await check(`${locale} ${role} ${route.path}${allowed ? '' : ' (guard)'}`, async () => {
            await open(page, route.path, allowed ? route.ready : guard);
            await fitsEveryWidth(page, `${locale}-${role}-${route.name}`, widths);
          });
        }
        for (const view of views(propertyId, tenancyId, text)[role]) {
          const name = [view.tab, view.label ?? view.open].filter(Boolean).join(' > ');
          await check(`${locale} ${role} ${view.path} ${name}`, async () => {
            await open(page, view.path, (p) => p.getByRole('heading', { level: 1 }));
            if (view.tab) await page.getByRole('tab', { name: view.tab }).click();
            if (view.open) await page.getByRole(view.openRole ?? 'button', { name: view.open, exact: true }).first().click();
            await view.ready(page).waitFor();
            const file = `${view.path.split('/')[1] || 'home'}-${name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\W+/g, '-').toLowerCase()}`;
            await fitsEveryWidth(page, `${locale}-${role}-${file}`, widths);
          });
        }
        if (role === 'landlord') await check(`${locale} landlord /list-property action bar and toast`, () => listPropertyBar(page, { locale, text, widths }));
        if (role === 'landlord') await check(`${locale} landlord long titles wrap (Edit Property, List Property)`, () => titlesWrap(page, { text, widths }));
        await page.close();
      }
    }
  } finally {
    await cleanUp();
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`phones: ${results.length - failed} passed, ${failed} failed in ${((Date.now() - startedAt) / 1000).toFixed(1)}s; screenshots in ${artifacts}`);
  process.exit(failed ? 1 : 0);
}

await main();
