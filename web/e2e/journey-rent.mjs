// Rent by the book (docs/rent-ledger.md, docs/rent-increases.md), in the journey's locale: a tenancy brought in from
// outside (it began two years ago in Alberta, where a rent increase needs 365 days since the start and three full
// tenancy months' notice, with no cap: docs/rent-increases.md), confirmed by the tenant; the landlord records a payment
// in the lease's Rent part and reads its receipt (a PDF naming the amount), then gives notice of a lawful increase as
// the live check shows the limits. Called from journey.mjs once the first lease is signed; the real server's clock, so
// dates are counted from today.
import { formatDate } from '@hearth/design-system';
// The PDF's text as a reader's copy-and-paste gives it, as the API's tests read it (api/test/pdf-text.ts).
import { extractText } from 'unpdf';
import moment from 'moment-timezone';

/**
 * Alberta's calendar day (the listing's province), as YYYY-MM-DD, by the server's zone rules (moment-timezone's
 * current IANA data): Node's own ICU still has Alberta falling back in November 2026, a day early from 06:00 to 07:00 UTC.
 */
const albertaDay = (d) => moment.tz(d, 'America/Edmonton').format('YYYY-MM-DD');
/** Money with cents as the API's documents write it (lease-document's formatMoneyCents). */
const moneyCents = (amount, locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
/** PDF.js hands no-break spaces back as spaces (api/test/pdf-text.ts): compare with every space the same. */
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const plain = (s) => s.replace(/[\s\u00a0\u202f]+/g, ' ');
const pdfText = async (pdf) => (await extractText(new Uint8Array(pdf), { mergePages: true })).text;

const HOME = {
  'en-CA': { title: 'Bright flat near the park', terms: 'Month to month since before Hearth.' },
  'fr-CA': { title: 'Appartement lumineux près du parc', terms: 'Au mois, depuis avant Hearth.' },
};
const RENT = 1800;
const RAISED = 1850;

export async function rentJourney({ l, t, text, check, shot, expectLanguage, locale, landlord, tenant }) {
  const home = HOME[locale];
  let leaseId;
  await check('landlord brings in an Alberta tenancy that began two years ago (Create Lease, Existing tenancy); the tenant confirms it', l, async () => {
    const today = albertaDay(new Date());
    const began = `${Number(today.slice(0, 4)) - 2}${today.slice(4, 8)}01`;
    // The Alberta listing through the API from the landlord's session (the listing form is driven above).
    const listing = await l.evaluate(
      async (body) => {
        const answer = await fetch('/api/properties', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return { status: answer.status, id: answer.ok ? (await answer.json()).id : null };
      },
      { title: home.title, monthlyRent: RENT, address: '88 Park Ave', city: 'Calgary', province: 'AB', propertyType: 'apartment', bedrooms: 2, bathrooms: 1 },
    );
    if (listing.status !== 201) throw new Error(`the Alberta listing was answered ${listing.status}`);
    await l.goto('/dashboard');
    await l.getByRole('tab', { name: text('Leases', undefined, { from: 'dashboard' }) }).click();
    await l.getByRole('tabpanel').getByRole('button', { name: text('Create Lease', undefined, { from: 'lease' }) }).click();
    const dialog = l.getByRole('dialog', { name: text('Create New Lease Agreement') });
    await dialog.getByRole('button', { name: new RegExp(escapeRegExp(text('Property', undefined, { from: 'lease' }))) }).first().click();
    await l.getByRole('option', { name: home.title }).click();
    await dialog.getByLabel(text('Tenant Name')).fill(tenant.name);
    await dialog.getByLabel(text('Tenant Email')).fill(tenant.email);
    await dialog.getByRole('textbox', { name: text('Monthly Rent', undefined, { from: 'lease' }) }).fill(String(RENT));
    // The checkbox's label, as a person clicks it (react-aria's input is visually hidden).
    await dialog.getByText(text('Existing tenancy: the tenant already lives here')).click();
    await dialog.getByRole('group', { name: text('Tenancy began on') }).getByRole('spinbutton').first().click();
    await l.keyboard.type(began.replaceAll('-', ''));
    await dialog.getByLabel(text('Terms', undefined, { from: 'lease' })).fill(home.terms);
    await expectLanguage(l, locale);
    await shot(l, 'create-lease-brought-in', { phone: true });
    await dialog.getByRole('button', { name: text('Create Lease', undefined, { from: 'lease' }) }).click();
    await dialog.waitFor({ state: 'detached' });
    const leases = await l.evaluate(async (id) => (await fetch(`/api/leases/property/${id}`)).json(), listing.id);
    const lease = (Array.isArray(leases) ? leases : (leases.leases ?? [])).find((one) => one.existingTenancy);
    if (!lease || lease.startDate.slice(0, 10) !== began) throw new Error(`no tenancy brought in from ${began}: ${JSON.stringify(leases).slice(0, 300)}`);
    leaseId = lease.id;
    await t.goto('/dashboard');
    await t.getByRole('tab', { name: text('My Leases', undefined, { from: 'dashboard' }) }).click();
    await t.getByText(text('{landlord} brought your current tenancy into Hearth. Check its dates and rent, then confirm it.', { landlord: landlord.name })).waitFor();
    await expectLanguage(t, locale);
    await shot(t, 'tenant-tenancy-brought-in', { phone: true });
    await t.getByRole('group', { name: text('Lease invitation: {listing}', { listing: home.title }) }).getByRole('button', { name: text('Accept') }).click();
    await t.getByText(text('Lease accepted')).first().waitFor();
  });

  /** The brought-in lease's details on the landlord's Leases tab. */
  const details = () => l.getByRole('dialog', { name: text('Lease #{id}', { id: leaseId }, { from: 'lease' }) });
  await check("landlord records a payment in the lease's Rent part; its receipt is a PDF naming the amount", l, async () => {
    await l.goto('/dashboard');
    await l.getByRole('tab', { name: text('Leases', undefined, { from: 'dashboard' }) }).click();
    await l.getByRole('button', { name: text('Details of lease #{id}', { id: leaseId }, { from: 'lease' }) }).click();
    await details().getByRole('button', { name: text('Record a payment', undefined, { from: 'rent' }) }).click();
    const dialog = l.getByRole('dialog', { name: text('Record a payment', undefined, { from: 'rent' }) });
    await dialog.getByRole('textbox', { name: text('Amount ($)', undefined, { from: 'rent' }) }).fill(String(RENT));
    await expectLanguage(l, locale);
    await shot(l, 'record-payment', { phone: true });
    await dialog.getByRole('button', { name: text('Record the payment', undefined, { from: 'rent' }) }).click();
    await dialog.waitFor({ state: 'detached' });
    await l.getByText(text('Payment recorded', undefined, { from: 'rent' })).first().waitFor();
    const receipt = details().getByRole('link').filter({ hasText: text('Receipt (PDF)', undefined, { from: 'rent' }) }).first();
    await receipt.waitFor();
    // Owed from the period it was brought in during (docs/rent-ledger.md), which this payment settles: not two years' arrears.
    await details().getByRole('status').getByText(text('Nothing owed', undefined, { from: 'rent' }), { exact: true }).waitFor();
    await expectLanguage(l, locale);
    await shot(l, 'rent-ledger-paid', { phone: true });
    // The link opens a new tab: read what it serves with the landlord's session, as the tab would.
    const response = await l.context().request.get(await receipt.evaluate((a) => a.href));
    if (!response.ok()) throw new Error(`the receipt was answered ${response.status()}`);
    const pdf = await response.body();
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('the receipt is not a PDF');
    const words = plain(await pdfText(pdf));
    const amount = plain(moneyCents(RENT, locale));
    if (!words.includes(amount)) throw new Error(`the receipt does not name ${amount}: ${words.slice(0, 300)}`);
    if (!words.includes(tenant.name)) throw new Error('the receipt does not name the tenant');
  });

  await check('landlord gives notice of a lawful increase: the live check shows the earliest date and no cap in Alberta', l, async () => {
    // The earliest lawful day as the API counts it (365 days since the start, three full tenancy months' notice).
    const limits = await l.evaluate(async ({ leaseId, raised }) => (await fetch(`/api/leases/${leaseId}/rent-increases/check?newRent=${raised}`)).json(), { leaseId, raised: RAISED });
    if (!limits.earliestDate) throw new Error(`the check named no earliest date: ${JSON.stringify(limits)}`);
    const form = details().getByRole('form', { name: text('Give notice of a rent increase', undefined, { from: 'rent-increase' }) });
    const rent = form.getByRole('textbox', { name: text('New monthly rent', undefined, { from: 'rent-increase' }) });
    await rent.fill(String(RAISED));
    await rent.press('Tab');
    await form.getByText(text('Earliest lawful date: {0}', { 0: formatDate(limits.earliestDate, locale) }, { from: 'rent-increase' })).waitFor();
    await form.getByText(text('No cap applies in this province.', undefined, { from: 'rent-increase' })).waitFor();
    await form.getByRole('group', { name: text('Takes effect on', undefined, { from: 'rent-increase' }) }).getByRole('spinbutton').first().click();
    await l.keyboard.type(limits.earliestDate.replaceAll('-', ''));
    await expectLanguage(l, locale);
    await shot(l, 'rent-increase-form', { phone: true });
    await form.getByRole('button', { name: text('Give notice', undefined, { from: 'rent-increase' }) }).click();
    await l.getByText(text('Notice of rent increase given', undefined, { from: 'rent-increase' })).first().waitFor();
    await details()
      .getByRole('list', { name: text('Rent increases', undefined, { from: 'rent-increase' }) })
      .getByText(text('Notice given on {0}', { 0: formatDate(albertaDay(new Date()), locale) }, { from: 'rent-increase' }))
      .waitFor();
    await expectLanguage(l, locale);
    await shot(l, 'rent-increase-given', { phone: true });
  });
}
