// Landlord -> admin -> tenant -> landlord journey of issue 5 in the system Chromium against the real server.
// Screenshots of every step go to web/e2e/artifacts/. `npm run e2e -w @hearth/web` (E2E_SKIP_BUILD=1 to reuse a build,
// E2E_BASE_URL to run against a server you started).
import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';
import { createAdmin, emailedLink, root, startServer } from './server.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });
const run = Date.now().toString(36);
const landlord = { name: 'Daniel Tremblay', email: `landlord-${run}@example.com`, whatsapp: '+15145550122', password: 'landlord-pass' };
const tenant = { name: 'Amara Okafor', email: `tenant-${run}@example.com`, whatsapp: '+14165550111', password: 'tenant-pass' };
const admin = { name: 'Hearth Admin', email: `admin-${run}@example.com`, password: 'admin-pass-123' };
const city = `Testville${run}`;

// A 1x1 PNG and a minimal PDF for the uploads.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let step = 0;
const results = [];
async function shot(page, name) {
  step += 1;
  const file = `${artifacts}${String(step).padStart(2, '0')}-${name}.png`;
  await page.waitForTimeout(300);
  // From the top: a full-page shot of a scrolled page draws the sticky nav bar in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
async function check(name, page, fn) {
  const started = Date.now();
  try {
    await fn();
    results.push({ name, ok: true, ms: Date.now() - started });
    console.log(`  ✓ ${name}`);
  } catch (error) {
    results.push({ name, ok: false, error: String(error?.message ?? error).split('\n').slice(0, 4).join(' | ') });
    await shot(page, 'FAILED').catch(() => {});
    console.log(`  ✗ ${name}: ${results.at(-1).error}`);
    throw error;
  }
}

async function signUp(page, user, role) {
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill(user.name);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('WhatsApp number').fill(user.whatsapp);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('radio', { name: role === 'landlord' ? 'Landlord' : 'Tenant' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

async function signIn(page, user, role) {
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByRole('radio', { name: role[0].toUpperCase() + role.slice(1) }).check({ force: true });
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

// An external link as the browser follows it: its resolved href, a new tab there, and no app 404 anywhere.
async function expectExternalLink(page, name, url) {
  const link = page.getByRole('link', { name }).first();
  const href = await link.evaluate((a) => a.href);
  if (href !== url) throw new Error(`'${name}' leads to ${href}, not ${url}`);
  // No network here: answer for wa.me so the new tab has somewhere to land.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await tab.waitForLoadState();
  if (tab.url() !== url) throw new Error(`'${name}' opened ${tab.url()}, not ${url}`);
  await tab.close();
  if (await page.getByText('404 Page Not Found').count()) throw new Error(`'${name}' landed on the app's 404`);
}

// What tabs, history and screen readers announce.
async function expectTitle(page, title) {
  await page.waitForFunction((t) => document.title === t, title, { timeout: 5_000 }).catch(async () => {
    throw new Error(`document.title is ${JSON.stringify(await page.title())}, not ${JSON.stringify(title)}`);
  });
}

async function logout(page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
}

// The whole run (build included) must finish within this; on expiry the server is stopped and its temp dir removed.
const OVERALL_TIMEOUT_MS = 230_000;
const startedAt = Date.now();

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
  const landlordCtx = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  const tenantCtx = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  const adminCtx = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  let failed = false;
  try {
    const l = await landlordCtx.newPage();
    await check('home renders signed out', l, async () => {
      const consoleErrors = [];
      const onConsole = (m) => m.type() === 'error' && !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(m.text()) && consoleErrors.push(m.text());
      l.on('console', onConsole);
      const response = await l.goto('/');
      // Prerendered: the hero is in the HTML itself, before any script runs.
      const html = await response.text();
      if (!html.includes('data-prerendered="home"') || !html.includes('rent it with confidence')) throw new Error('home page is not prerendered');
      await l.getByRole('heading', { level: 1 }).waitFor();
      await l.getByRole('list', { name: 'Properties' }).or(l.getByText('No Properties Available')).waitFor();
      // The first Tab reaches the skip link; it moves focus past the navigation to the page itself.
      await l.keyboard.press('Tab');
      const skip = l.getByRole('link', { name: 'Skip to content' });
      if (!(await skip.evaluate((a) => a === document.activeElement))) throw new Error('the first Tab does not reach the skip link');
      await l.keyboard.press('Enter');
      if ((await l.evaluate(() => document.activeElement?.id)) !== 'main') throw new Error('the skip link does not move focus to the page content');
      // Hydrated: the filter bar replaces its stand-in and searches (this visitor has no session: hydrateRoot).
      await l.getByRole('search').getByRole('combobox', { name: 'City' }).fill('Halifax');
      await l.getByRole('button', { name: 'Search' }).click();
      await l.waitForURL('**/?city=Halifax');
      await expectTitle(l, 'Hearth · Rentals across Canada');
      l.off('console', onConsole);
      // Hydration that did not match would be reported here (React logs recoverable errors).
      if (consoleErrors.length) throw new Error(`console errors on the home page: ${consoleErrors.join(' | ')}`);
      await shot(l, 'home-signed-out');
    });
    await check('landlord signs up and lands on /dashboard', l, async () => {
      await signUp(l, landlord, 'landlord');
      await l.waitForURL('**/dashboard');
      await expectTitle(l, 'Dashboard · Hearth');
      await shot(l, 'landlord-dashboard');
    });
    await check('landlord lists a property with an image and a lease PDF', l, async () => {
      await l.goto('/list-property');
      await l.getByRole('heading', { name: 'List Your Property' }).waitFor();
      await expectTitle(l, 'List Your Property · Hearth');
      await l.locator('#media-upload input[type="file"]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
      await l.locator('#lease-upload input[type="file"]').setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: PDF });
      await l.getByText('IPFS ').first().waitFor();
      await l.getByRole('list', { name: 'Lease documents: files' }).getByText('lease.pdf').waitFor();
      await l.getByLabel('Title').fill('Sunny loft by the river');
      await l.getByLabel('Description').fill('Open-plan loft with big windows, a short walk from the river path.');
      await l.getByLabel('Street address').fill('12 River Rd');
      await l.getByLabel('City').fill(city);
      await l.getByRole('button', { name: /Province/ }).click();
      await l.getByRole('option', { name: 'ON' }).click();
      // The pin starts at the postal code's area (Toronto) and the landlord nudges it with the keyboard.
      await l.getByLabel('Postal code').fill('m5v 2t6');
      const pin = l.getByRole('button', { name: /^Map pin/ });
      await pin.focus();
      await pin.press('ArrowUp');
      await l.getByRole('button', { name: /Property type/ }).click();
      await l.getByRole('option', { name: 'Condo' }).click();
      await l.locator('label', { hasText: 'Central AC' }).click();
      // The form's default rent of 0 is not a listing.
      await l.getByRole('button', { name: 'List Property' }).last().click();
      await l.getByText('Monthly rent must be at least $1.').waitFor();
      await l.getByLabel(/Monthly rent/).fill('2100');
      await shot(l, 'list-property-filled');
      await l.getByRole('button', { name: 'List Property' }).last().click();
      await l.waitForURL('**/dashboard');
      await shot(l, 'landlord-dashboard-pending');
    });

    if (server) server.createAdmin(admin.email, admin.password, admin.name);
    else createAdmin({ ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, admin.email, admin.password, admin.name);
    const a = await adminCtx.newPage();
    await check('admin approves the listing', a, async () => {
      await a.goto('/');
      await signIn(a, admin, 'admin');
      await a.waitForURL('**/admin');
      const approve = a.getByRole('button', { name: 'Approve Sunny loft by the river' });
      await approve.waitFor();
      // Named, not only numbered.
      await a.getByRole('row').filter({ hasText: 'Sunny loft by the river' }).getByText(new RegExp(`^Owner #\\d+ · ${landlord.name}$`)).waitFor();
      await expectTitle(a, 'Admin Panel · Hearth');
      await shot(a, 'admin-panel');
      await approve.click();
      await a.getByRole('row').filter({ hasText: 'Sunny loft by the river' }).getByText(/^approved$/i).waitFor();
      await shot(a, 'admin-approved');
    });

    const t = await tenantCtx.newPage();
    let sharedLink;
    await check('tenant signs up and finds the listing by filters', t, async () => {
      await t.goto('/');
      await signUp(t, tenant, 'tenant');
      await t.waitForURL((url) => url.pathname === '/');
      await t.getByRole('search').getByRole('combobox', { name: 'City' }).fill(city);
      await t.getByRole('button', { name: 'Search' }).click();
      await t.waitForURL(`**/?city=${city}`);
      await t.getByRole('heading', { name: 'Sunny loft by the river' }).waitFor();
      await t.getByText('1 property', { exact: true }).waitFor();
      // The order goes into the URL beside the filters and survives a reload.
      await t.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
      await t.waitForURL(`**/?city=${city}&sort=price_asc`);
      await t.reload();
      await t.getByRole('heading', { name: 'Sunny loft by the river' }).waitFor();
      if ((await t.getByLabel('Sort by').inputValue()) !== 'price_asc') throw new Error('the order is lost on reload');
      await shot(t, 'tenant-filtered');
    });
    await check('tenant finds it on the map and searches that area', t, async () => {
      // Beside the grid at this width: its pin is a button named by title and rent; choosing it opens its card.
      await t.getByRole('button', { name: /^Sunny loft by the river, \$2,100$/ }).click();
      await t.getByRole('dialog', { name: 'Chosen listing' }).getByRole('link', { name: 'Sunny loft by the river' }).waitFor();
      await t.keyboard.press('Escape');
      // Moving the map offers 'Search this area', which puts the visible box in the URL; the listing is in it.
      const map = t.getByRole('region', { name: 'Map of the listings' });
      const box = await map.boundingBox();
      await t.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await t.mouse.down();
      await t.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2 + 10, { steps: 5 });
      await t.mouse.up();
      await t.getByRole('button', { name: 'Search this area' }).click();
      await t.waitForURL(/[?&]bbox=-?\d/);
      await t.getByRole('heading', { name: 'Sunny loft by the river' }).waitFor();
      await shot(t, 'tenant-map-area');
    });
    await check('tenant saves and shares it', t, async () => {
      await t.getByRole('button', { name: 'Save Sunny loft by the river' }).click();
      await t.getByText('Property Saved').first().waitFor();
      await t.getByRole('button', { name: 'Share Sunny loft by the river' }).click();
      await t.getByText('Link Copied').first().waitFor();
      const copied = await t.evaluate(() => navigator.clipboard.readText());
      if (!/\/property\/\d+$/.test(copied)) throw new Error(`clipboard holds ${JSON.stringify(copied)}, not a property link`);
      sharedLink = copied;
      await shot(t, 'tenant-saved-shared');
    });
    const visitorCtx = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const v = await visitorCtx.newPage();
    await check('a signed-out visitor opens the shared link', v, async () => {
      const consoleErrors = [];
      v.on('console', (m) => m.type() === 'error' && !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(m.text()) && consoleErrors.push(m.text()));
      const operations = [];
      v.on('request', (r) => r.url().endsWith('/graphql') && r.method() === 'POST' && operations.push(r.postDataJSON()?.operationName));
      const response = await v.goto(sharedLink);
      // Rendered on the server with its data: the listing is in the HTML before any script runs.
      const html = await response.text();
      if (!html.includes('data-prerendered="page"') || !html.includes('Sunny loft by the river')) throw new Error('the shared link does not open rendered with the listing');
      const titles = html.match(/<title>[^<]*<\/title>/g) ?? [];
      if (titles.join() !== '<title>Sunny loft by the river · Hearth</title>') throw new Error(`the rendered page's titles: ${titles.join(' ') || 'none'}`);
      await v.getByRole('heading', { level: 1, name: 'Sunny loft by the river' }).waitFor();
      await expectTitle(v, 'Sunny loft by the river · Hearth');
      // Hydrated, not redrawn: a signed-out action asks to sign in.
      await v.getByRole('button', { name: 'Send Message' }).first().click();
      await v.getByRole('dialog').getByRole('button', { name: 'Sign up' }).waitFor();
      if (consoleErrors.length) throw new Error(`console errors on the rendered property page: ${consoleErrors.join(' | ')}`);
      // Hydrated from the Apollo cache written into the page: the listing is not asked for again.
      if (operations.includes('PropertyDetail')) throw new Error(`the rendered page fetched its listing again (${operations.join(', ')})`);
      await shot(v, 'visitor-shared-link');
    });
    await visitorCtx.close();
    await check('tenant sends a message and a viewing request', t, async () => {
      await t.getByRole('link', { name: /View Details: Sunny loft/ }).click();
      await t.getByRole('heading', { level: 1, name: 'Sunny loft by the river' }).waitFor();
      await expectTitle(t, 'Sunny loft by the river · Hearth');
      await expectExternalLink(t, 'Chat on WhatsApp', `https://wa.me/${landlord.whatsapp.slice(1)}`);
      await shot(t, 'property-detail');
      await t.getByRole('button', { name: 'Send Message' }).first().click();
      await t.getByRole('dialog').getByLabel('Message').fill('Hello! Is the loft available from December?');
      await shot(t, 'message-dialog');
      await t.getByRole('dialog').getByRole('button', { name: 'Send Message' }).click();
      await t.getByText('Your inquiry has been sent to the property owner.').waitFor();
      await t.getByRole('button', { name: 'Request Viewing' }).click();
      await t.getByText('Viewing request sent!').waitFor();
      await shot(t, 'viewing-requested');
    });
    await check('landlord sees the viewing request notification', l, async () => {
      await l.goto('/dashboard');
      await l.getByRole('tab', { name: /Notifications/ }).click();
      await l.getByText(/viewing/i).first().waitFor();
      await expectExternalLink(l, `WhatsApp ${tenant.whatsapp}`, `https://wa.me/${tenant.whatsapp.slice(1)}`);
      await shot(l, 'landlord-notifications');
    });
    await check('landlord answers in chat and the tenant sees it live', l, async () => {
      await t.goto('/messages');
      await expectTitle(t, 'My Messages · Hearth');
      await t.getByText(`Owner: ${landlord.name}`).waitFor();
      await t.getByRole('button', { name: 'Open Chat' }).first().click();
      await t.getByText(`${landlord.name} · Sunny loft by the river`).waitFor();
      await t.getByRole('log', { name: 'Messages' }).getByText('Is the loft available from December?').waitFor();
      await l.goto('/dashboard');
      await l.getByRole('tab', { name: /Messages/ }).click();
      await l.getByText(new RegExp(`^Tenant #\\d+ · ${tenant.name}$`)).waitFor();
      await l.getByRole('button', { name: /Chat/ }).first().click();
      await l.getByText(`${tenant.name} · Sunny loft by the river`).waitFor();
      await l.getByRole('log', { name: 'Messages' }).getByText('Is the loft available from December?').waitFor();
      await l.getByLabel('Message', { exact: true }).fill('Yes, it is free from December 1st. Happy to show it this week.');
      await l.getByRole('button', { name: 'Send', exact: true }).click();
      await shot(l, 'landlord-chat');
      // No reload on the tenant's side: the answer arrives over the subscription.
      await t.getByRole('log', { name: 'Messages' }).getByText('Yes, it is free from December 1st.', { exact: false }).waitFor({ timeout: 10_000 });
      await shot(t, 'tenant-chat-live');
    });
    await check('landlord creates a lease', l, async () => {
      await l.goto('/dashboard');
      await l.getByRole('tab', { name: 'Leases' }).click();
      await l.getByRole('button', { name: 'Create Lease' }).click();
      const dialog = l.getByRole('dialog');
      await dialog.getByRole('button', { name: /Property/ }).click();
      await l.getByRole('option', { name: 'Sunny loft by the river' }).click();
      await dialog.getByLabel('Tenant Name').fill(tenant.name);
      await dialog.getByLabel('Tenant Email').fill(tenant.email);
      await dialog.getByLabel('Tenant Phone').fill(tenant.whatsapp);
      await dialog.getByRole('textbox', { name: 'Monthly Rent' }).fill('2100');
      const today = new Date();
      // The app formats dates as en-CA (yyyy-mm-dd segments).
      const yyyymmdd = (d) => `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
      await dialog.getByRole('group', { name: 'Start Date' }).getByRole('spinbutton').first().click();
      await l.keyboard.type(yyyymmdd(today));
      await dialog.getByRole('group', { name: 'End Date' }).getByRole('spinbutton').first().click();
      await l.keyboard.type(yyyymmdd(new Date(today.getFullYear() + 1, today.getMonth(), today.getDate())));
      await dialog.getByLabel('Terms').fill('12-month lease, rent due on the 1st.');
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'signed-lease.pdf', mimeType: 'application/pdf', buffer: PDF });
      await dialog.getByRole('list', { name: 'Signed contract' }).getByText('Uploaded').waitFor({ state: 'attached' });
      await shot(l, 'create-lease-dialog');
      await dialog.getByRole('button', { name: 'Create Lease' }).click();
      await dialog.waitFor({ state: 'detached' });
      await l.getByText(tenant.name).first().waitFor();
      await shot(l, 'landlord-leases');
    });
    await check('the marketplace card shows Booked', t, async () => {
      await t.goto(`/?city=${city}`);
      await t.getByText('Currently Booked').waitFor();
      await shot(t, 'card-booked');
    });
    await check('the lease waits until the tenant confirms their email from the emailed link', t, async () => {
      await t.goto('/dashboard');
      await t.getByRole('tab', { name: 'My Leases' }).click();
      await t.getByRole('heading', { name: 'Confirm your email address' }).waitFor();
      await t.getByText('No Lease Agreements').waitFor();
      await shot(t, 'tenant-leases-unverified');
      const link = new URL(emailedLink(server?.dataDir ?? process.env.E2E_DATA_DIR, tenant.email, '/verify-email'));
      await t.goto(link.pathname + link.search);
      await t.getByRole('button', { name: 'Confirm email address' }).click();
      await t.getByRole('status').getByText('Your email address is verified.').waitFor();
      await shot(t, 'tenant-email-verified');
    });
    await check('tenant accepts the lease invitation in My Leases; the card stays Booked', t, async () => {
      await t.getByRole('button', { name: 'Go to Dashboard' }).click();
      await t.getByRole('tab', { name: 'My Leases' }).click();
      const invitation = t.getByRole('group', { name: 'Lease invitation: Sunny loft by the river' });
      await t.getByText(`${landlord.name} invited you to lease this property.`).waitFor();
      await shot(t, 'tenant-lease-invitation');
      await invitation.getByRole('button', { name: 'Accept' }).click();
      await t.getByText('Lease accepted').first().waitFor();
      await t.getByRole('tabpanel').getByText(/^active$/i).first().waitFor();
      await t.goto(`/?city=${city}`);
      await t.getByText('Currently Booked').waitFor();
    });
    await check('tenant sees the rental and the lease in the dashboard', t, async () => {
      await t.goto('/dashboard');
      await t.getByRole('tab', { name: 'My Rentals' }).click();
      await t.getByText('Sunny loft by the river').first().waitFor();
      await shot(t, 'tenant-rentals');
      await t.getByRole('tab', { name: 'My Leases' }).click();
      await t.getByRole('tabpanel').getByText(/\$2,100/).first().waitFor();
      await shot(t, 'tenant-leases');
    });
    await check('tenant reports the listing and the admin sees it in the queue', t, async () => {
      await t.goto(sharedLink);
      await t.getByRole('button', { name: 'Report listing' }).click();
      const dialog = t.getByRole('dialog', { name: 'Report listing' });
      await dialog.getByRole('radio', { name: 'Wrong details, photos or price' }).check({ force: true });
      await dialog.getByLabel('Details (optional)').fill('The photos show a different building.');
      await shot(t, 'report-dialog');
      await dialog.getByRole('button', { name: 'Send Report' }).click();
      await t.getByText('Thank you. An administrator will review this listing.').first().waitFor();
      await a.goto('/admin');
      await a.getByRole('tab', { name: 'Reports' }).click();
      // react-aria tables are grids: find the row inside the Reports tab panel.
      const row = a.getByRole('tabpanel', { name: 'Reports' }).getByRole('row').filter({ hasText: 'Sunny loft by the river' });
      await row.getByText('The photos show a different building.').waitFor();
      await shot(a, 'admin-reports');
    });
    for (const [who, page, bio] of [['landlord', l, 'Landlord in Toronto for ten years.'], ['tenant', t, 'Nurse, quiet, no pets.']]) {
      await check(`${who} edits the profile`, page, async () => {
        await page.goto('/profile');
        await page.getByLabel('Bio').fill(bio);
        await page.getByLabel('Location').fill('Toronto, Canada');
        await page.getByRole('button', { name: 'Save Profile' }).click();
        await page.getByText('Profile updated').first().waitFor();
        await page.goto('/user-profile');
        await page.getByText(bio).waitFor();
        await shot(page, `${who}-profile`);
      });
    }
  } catch {
    failed = true;
  } finally {
    await browser.close().catch(() => {});
    await stopServer();
  }
  const passed = results.filter((r) => r.ok).length;
  console.log(`journey: ${passed}/${results.length} steps passed in ${((Date.now() - startedAt) / 1000).toFixed(1)}s; screenshots in ${artifacts}`);
  process.exit(failed ? 1 : 0);
}

await main();
