// Phones (issue 10): every route of spec §2, in every role, at 320, 360, 390 and 430 px with long real content, must
// not scroll sideways and must keep every control on screen and uncut (layout-probe.mjs); so must the dashboard
// tabs, both chat views, the collapsed menu and the Sign In, Send Message, Edit Property and Create Lease dialogs.
// List Property's action bar stays compact and no toast covers its submit button. Full-page screenshots at 390 px land in web/e2e/artifacts/phones/.
// `E2E_SKIP_BUILD=1` reuses a build. It always starts its own server: the admin is made in that server's data.
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';
import { probeLayout } from './layout-probe.mjs';
import { LISTING_COUNT, SEARCH_NAME, createPhonesData, titleOf, users } from './phones-data.mjs';
import { root, startServer } from './server.mjs';

const WIDTHS = [320, 360, 390, 430];
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

const settled = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The whole page from its top (a scrolled full-page shot draws the sticky nav bar mid-page); an open dialog as seen. */
async function shot(page, name) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const fullPage = (await page.getByRole('dialog').count()) === 0;
  await page.screenshot({ path: `${artifacts}${name}.png`, fullPage, animations: 'disabled' });
}

/** Probes the page at every width (resizing, media queries re-apply), with a screenshot at 390 px; throws what is wrong. */
async function fitsEveryWidth(page, shotName) {
  const problems = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settled(page);
    problems.push(...(await page.evaluate(probeLayout)).map((problem) => `${width}px: ${problem}`));
    if (width === SHOT_WIDTH) await shot(page, shotName);
  }
  // How much too wide first, then the controls.
  const tooWide = (problem) => / (page|body) is /.test(problem);
  if (problems.length) throw new Error([...problems.filter(tooWide), ...problems.filter((p) => !tooWide(p))].join('\n'));
}

const heading = (name) => (page) => page.getByRole('heading', { name, exact: true });
const inTab = (text) => (page) => page.getByRole('tabpanel').getByText(text).first();
const signedIn = ['tenant', 'landlord', 'admin'];

/** Spec §2: path, who sees the screen (others get Please Sign In or Access Denied) and what shows it is loaded. */
const routes = (propertyId) => [
  { name: 'home', path: '/', ready: (page) => page.getByRole('list', { name: 'Properties' }) },
  { name: 'dashboard', path: '/dashboard', roles: ['tenant', 'landlord'], ready: inTab(titleOf(LISTING_COUNT)) },
  { name: 'messages', path: '/messages', roles: ['tenant'], ready: (page) => page.getByRole('button', { name: 'Open Chat' }) },
  { name: 'admin', path: '/admin', roles: ['admin'], ready: (page) => page.getByRole('row').nth(1) },
  { name: 'user-profile', path: '/user-profile', roles: signedIn, ready: heading(SEARCH_NAME) },
  { name: 'profile', path: '/profile', roles: signedIn, ready: (page) => page.getByRole('button', { name: 'Save Profile' }) },
  { name: 'list-property', path: '/list-property', roles: ['landlord'], ready: heading('List Your Property') },
  { name: 'property', path: `/property/${propertyId}`, ready: heading(titleOf(LISTING_COUNT)) },
  { name: 'not-found', path: '/no-such-page', ready: heading('404 Page Not Found') },
];

const inDialog = (name) => (page) => page.getByRole('dialog').getByRole('button', { name, exact: true });

/** A tab (or a view a button opens) and what shows it is loaded. */
const views = (propertyId) => ({
  tenant: [
    { path: '/', open: 'Open menu', label: 'menu', ready: (page) => page.getByRole('menu') },
    { path: '/dashboard', tab: 'Saved Properties', ready: inTab(titleOf(LISTING_COUNT - 1)) },
    // The lease is still pending: the tenant sees it as an invitation with Accept and Decline.
    { path: '/dashboard', tab: 'My Leases', ready: inTab(/invited you to lease this property/) },
    { path: '/dashboard', tab: 'Saved searches', ready: inTab(SEARCH_NAME) },
    { path: '/dashboard', tab: 'Saved searches', open: `Rename ${SEARCH_NAME}`, label: 'Rename', ready: inDialog('Rename') },
    { path: '/messages', open: 'Open Chat', ready: (page) => page.getByRole('log', { name: 'Messages' }).getByText(/Yes it is/) },
    { path: `/property/${propertyId}`, open: 'Send Message', ready: inDialog('Send Message') },
  ],
  landlord: [
    { path: '/dashboard', tab: 'Leases', ready: inTab(/Lease #/) },
    { path: '/dashboard', tab: 'Notifications', ready: inTab(/viewing/i) },
    { path: '/dashboard', tab: 'Messages', ready: (page) => page.getByRole('button', { name: 'Start Chat' }) },
    { path: '/dashboard', tab: 'Messages', open: 'Start Chat', ready: (page) => page.getByRole('log', { name: 'Messages' }).getByText(/Yes it is/) },
    { path: '/dashboard', open: `Edit ${titleOf(LISTING_COUNT)}`, label: 'Edit Property', ready: inDialog('Save Changes') },
    { path: '/dashboard', tab: 'Leases', open: 'Create Lease', ready: inDialog('Create Lease') },
  ],
  admin: [{ path: '/admin', tab: 'Leases', ready: (page) => page.getByRole('row').nth(1) }],
  signedOut: [{ path: '/', open: 'Sign In', ready: inDialog('Sign In') }],
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
async function listPropertyBar(page) {
  await open(page, '/list-property', heading('List Your Property'));
  const submit = page.getByRole('form', { name: 'List Your Property' }).getByRole('button', { name: 'List Property' });
  const toasts = page.getByRole('region', { name: /^Notifications/ });
  const problems = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    // A fresh toast at each width: they close after 5 s.
    await page.locator('#media-upload input[type="file"]').setInputFiles({ name: `notes-${width}.txt`, mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await toasts.getByText(`"notes-${width}.txt"`, { exact: false }).waitFor();
    const bar = await submit.evaluate((button) => button.parentElement.getBoundingClientRect().height);
    if (bar > ACTION_BAR_MAX_PX) problems.push(`${width}px: the action bar is ${Math.round(bar)}px tall (at most ${ACTION_BAR_MAX_PX})`);
    for (const [at, y] of [['top', 0], ['end', 1e6]]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await settled(page);
      const [button, toast] = [await submit.boundingBox(), await toasts.boundingBox()];
      const overlaps = button.x < toast.x + toast.width && toast.x < button.x + button.width && button.y < toast.y + toast.height && toast.y < button.y + button.height;
      if (overlaps) problems.push(`${width}px, page ${at}: a toast (y ${Math.round(toast.y)}–${Math.round(toast.y + toast.height)}) covers List Property (y ${Math.round(button.y)}–${Math.round(button.y + button.height)})`);
      if (width === SHOT_WIDTH && at === 'top') await page.screenshot({ path: `${artifacts}landlord-list-property-toast.png` });
    }
  }
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
    const { userIds, propertyId } = await createPhonesData(contexts, server);
    console.log(`phones: data ready in ${((Date.now() - startedAt) / 1000).toFixed(1)}s`);
    for (const role of signedIn) {
      // What signing in stores (spec §1), so the first paint is already the signed-in one.
      await contexts[role].addInitScript(([id, userRole]) => {
        localStorage.setItem('userId', id);
        localStorage.setItem('userRole', userRole);
      }, [String(userIds[role]), users[role].role]);
    }
    for (const [role, context] of Object.entries(contexts)) {
      const page = await context.newPage();
      for (const route of routes(propertyId)) {
        const allowed = !route.roles || route.roles.includes(role);
        const ready = allowed ? route.ready : heading(role === 'signedOut' ? 'Please Sign In' : 'Access Denied');
        await check(`${role} ${route.path}${allowed ? '' : ' (guard)'}`, async () => {
          await open(page, route.path, ready);
          await fitsEveryWidth(page, `${role}-${route.name}`);
        });
      }
      for (const view of views(propertyId)[role]) {
        const name = [view.tab, view.label ?? view.open].filter(Boolean).join(' > ');
        await check(`${role} ${view.path} ${name}`, async () => {
          await open(page, view.path, (p) => p.getByRole('heading', { level: 1 }));
          if (view.tab) await page.getByRole('tab', { name: view.tab }).click();
          if (view.open) await page.getByRole('button', { name: view.open, exact: true }).first().click();
          await view.ready(page).waitFor();
          await fitsEveryWidth(page, `${role}-${view.path.split('/')[1] || 'home'}-${name.replace(/\W+/g, '-').toLowerCase()}`);
        });
      }
      if (role === 'landlord') await check('landlord /list-property action bar and toast', () => listPropertyBar(page));
      await page.close();
    }
  } finally {
    await cleanUp();
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`phones: ${results.length - failed} passed, ${failed} failed in ${((Date.now() - startedAt) / 1000).toFixed(1)}s; screenshots in ${artifacts}`);
  process.exit(failed ? 1 : 0);
}

await main();
