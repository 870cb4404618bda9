// Living in the rental (docs/product.md#repair-requests), once the lease is signed by both: the tenant files a repair
// with a photo on the Home tab, the landlord acknowledges it and schedules a lawful entry (the form starts at the
// earliest lawful time), walks it to resolved and the tenant closes it; both sign a move-in and a move-out report in
// the lease's details; and the deposit of a second lease (Ontario's last month's rent deposit pays the last month and
// is never deducted from, so a refundable key deposit) comes back with a deduction. Called from journey.mjs with the
// run's pages.

import { chooseRadio } from './radio.mjs';

// A 1x1 PNG: the repair's photo. Not the listing's image bytes: a private upload of the same bytes (the same cid)
// makes /ipfs/<cid> answer 404 to signed-out visitors, so the next run's home page would miss the listing's image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4oaEBAALUARkFUI+kAAAAAElFTkSuQmCC', 'base64');
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name as Playwright matches it (spaces normalized: French no-break spaces too), from its start. */
const startsWith = (s) => new RegExp(`^${escapeRegExp(s).replace(/\s+/g, '\\s+')}`);
/** A select's button: named by its value, then its label. */
const containing = (s) => new RegExp(escapeRegExp(s).replace(/\s+/g, '\\s+'));

const WORDS = {
  'en-CA': {
    repair: 'The kitchen tap drips and the cabinet under the sink is wet.',
    entry: 'Replace the kitchen tap.',
    keys: 'One key not returned.',
  },
  'fr-CA': {
    repair: 'Le robinet de la cuisine fuit et le meuble sous l’évier est mouillé.',
    entry: 'Remplacer le robinet de la cuisine.',
    keys: 'Une clé non rendue.',
  },
};

/** Escape from inside the dialog (a button that went away with its move leaves the focus on the page). */
async function closeDialog(page, dialog) {
  await dialog.focus();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

export async function tenancyJourney({ l, t, text, check, shot, expectLanguage, landlord, tenant, content, locale }) {
  const words = WORDS[locale];
  const category = text('Plumbing', undefined, { from: 'repair' });
  const repairName = text('Open the repair request: {category} at {0}', { category, 0: content.title }, { from: 'repair' });
  const repairTitle = text('{0} · {1}', { 0: category, 1: content.title }, { from: 'repair' });

  await check('tenant reports a repair with a photo on the Home tab', t, async () => {
    await t.goto('/dashboard?tab=home');
    await t.getByRole('button', { name: text('Report a repair', undefined, { from: 'repair' }) }).click();
    const dialog = t.getByRole('dialog', { name: text('Report a repair', undefined, { from: 'repair' }) });
    await dialog.getByRole('button', { name: containing(text('What needs repairing?', undefined, { from: 'repair' })) }).click();
    await t.getByRole('option', { name: category }).click();
    await chooseRadio(dialog.getByRole('radio', { name: startsWith(text('Urgent', undefined, { from: 'repair' })) }));
    await dialog.getByRole('textbox', { name: startsWith(text('Describe the problem', undefined, { from: 'repair' })) }).fill(words.repair);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'tap.png', mimeType: 'image/png', buffer: PNG });
    await expectLanguage(t, locale);
    await shot(t, 'repair-report', { phone: true });
    await dialog.getByRole('button', { name: text('Send request', undefined, { from: 'repair' }) }).click();
    await dialog.waitFor({ state: 'detached' });
    await t.getByRole('button', { name: repairName }).waitFor();
    await t.getByRole('tabpanel').getByText(words.repair).waitFor();
    await expectLanguage(t, locale);
    await shot(t, 'tenant-home-repair', { phone: true });
  });

  const openRepair = async (page) => {
    await page.getByRole('button', { name: repairName }).click();
    const dialog = page.getByRole('dialog', { name: repairTitle });
    await dialog.getByText(words.repair).waitFor();
    return dialog;
  };
  const moveRepair = async (page, dialog, move, status) => {
    const button = dialog.getByRole('group', { name: text('Change the status', undefined, { from: 'repair' }) }).getByRole('button', { name: text(move, undefined, { from: 'repair' }) });
    await button.click();
    // Saved: the move is no longer offered, and the badge shows the new status.
    await button.waitFor({ state: 'detached' });
    await dialog.getByText(text(status, undefined, { from: 'repair' }), { exact: true }).first().waitFor();
  };

  await check('landlord acknowledges the repair on the Repairs tab and schedules a lawful entry', l, async () => {
    await l.goto('/dashboard');
    await l.getByRole('tab', { name: text('Repairs', undefined, { from: 'dashboard' }) }).click();
    const dialog = await openRepair(l);
    // The tenant's photo, served privately to the two parties.
    await dialog.getByRole('list', { name: text('Photos of the repair', undefined, { from: 'repair' }) }).getByRole('img').waitFor();
    await moveRepair(l, dialog, 'Acknowledge', 'Acknowledged');
    await dialog.getByRole('button', { name: text('Schedule entry', undefined, { from: 'entry-notice' }) }).click();
    const schedule = l.getByRole('dialog', { name: text('Schedule entry', undefined, { from: 'entry-notice' }) });
    // Ontario's rule, and the earliest lawful time already chosen.
    await schedule.getByText(text('This time follows the rule.', undefined, { from: 'entry-notice' })).waitFor();
    await schedule.getByRole('textbox', { name: startsWith(text('Reason (the tenant reads it)', undefined, { from: 'entry-notice' })) }).fill(words.entry);
    await expectLanguage(l, locale);
    await shot(l, 'schedule-entry', { phone: true });
    await schedule.getByRole('button', { name: text('Send notice', undefined, { from: 'entry-notice' }) }).click();
    await schedule.waitFor({ state: 'detached' });
    await dialog.getByText(text('Reason: {0}', { 0: words.entry }, { from: 'entry-notice' })).waitFor();
    await moveRepair(l, dialog, 'Mark scheduled', 'Scheduled');
    await moveRepair(l, dialog, 'Mark in progress', 'In progress');
    await moveRepair(l, dialog, 'Mark resolved', 'Resolved');
    await expectLanguage(l, locale);
    await shot(l, 'repair-resolved', { phone: true });
    await closeDialog(l, dialog);
  });

  await check('tenant sees the entry notice on the Home tab and closes the resolved repair', t, async () => {
    await t.goto('/dashboard?tab=home');
    await t.getByRole('tabpanel').getByText(text('Reason: {0}', { 0: words.entry }, { from: 'entry-notice' })).first().waitFor();
    const dialog = await openRepair(t);
    await moveRepair(t, dialog, 'Confirm fixed and close', { message: 'Closed', context: 'repair status' });
    await expectLanguage(t, locale);
    await shot(t, 'repair-closed');
    await closeDialog(t, dialog);
  });

  /** A name with a lease number in it, whatever the number (French no-break spaces too). */
  const numbered = (message) =>
    new RegExp(`^${escapeRegExp(text(message, { id: '\u0000' }, { from: 'lease' })).replace('\u0000', '\\d+').replace(/\s+/g, '\\s+')}$`);
  // The lease's details: its only lease for now (the deposit's lease comes after).
  const leaseDetails = async (page, tab) => {
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: text(tab, undefined, { from: 'dashboard' }) }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: numbered('Details of lease #{id}') }).first().click();
    const dialog = page.getByRole('dialog', { name: numbered('Lease #{id}') });
    await dialog.getByRole('heading', { name: text('Condition inspections', undefined, { from: 'inspection' }) }).waitFor();
    return dialog;
  };
  const report = (dialog, kind) => dialog.getByRole('article', { name: startsWith(text(kind, undefined, { from: 'inspection' })) });
  const signReport = async (page, dialog, kind, name) => {
    const article = report(dialog, kind);
    const form = article.getByRole('form', { name: text('Sign the report', undefined, { from: 'inspection' }) });
    await form.getByRole('textbox', { name: startsWith(text('Your full name', undefined, { from: 'inspection' })) }).fill(name);
    await form.getByText(text('I agree to sign this inspection report electronically, and that my typed name is my signature.', undefined, { from: 'inspection' })).click();
    await form.getByRole('button', { name: text('Sign the report', undefined, { from: 'inspection' }) }).click();
    await form.waitFor({ state: 'detached' });
  };

  const record = async (dialog, kind) => {
    const label = text(kind, undefined, { from: 'inspection' });
    const start = kind === 'Move-out report' ? 'Start the move-out report' : 'Start the move-in report';
    await dialog.getByRole('button', { name: text(start, undefined, { from: 'inspection' }) }).click();
    const form = dialog.getByRole('form', { name: label });
    if (kind === 'Move-out report') {
      // One change since moving in: the kitchen floor is worn.
      await form.getByRole('group', { name: text('Kitchen', undefined, { from: 'inspection' }) }).getByRole('button', { name: containing(text('Floor', undefined, { from: 'inspection' })) }).click();
      await l.getByRole('option', { name: text('Fair (normal wear)', undefined, { from: 'inspection' }) }).click();
    }
    await form.getByRole('button', { name: text('Save the report', undefined, { from: 'inspection' }) }).click();
    await form.waitFor({ state: 'detached' });
  };
  const signingStatus = (dialog, kind, status) => report(dialog, kind).getByText(text(status, undefined, { from: 'inspection' }), { exact: true }).waitFor();

  await check('landlord records and signs the move-in report in the lease details', l, async () => {
    const dialog = await leaseDetails(l, 'Leases');
    await record(dialog, 'Move-in report');
    await signReport(l, dialog, 'Move-in report', landlord.name);
    await signingStatus(dialog, 'Move-in report', 'Signed by one party');
    await expectLanguage(l, locale);
    await shot(l, 'move-in-landlord', { phone: true });
    await closeDialog(l, dialog);
  });
  await check('tenant signs the move-in report in My Leases: signed by both', t, async () => {
    const dialog = await leaseDetails(t, 'My Leases');
    await signReport(t, dialog, 'Move-in report', tenant.name);
    await signingStatus(dialog, 'Move-in report', 'Signed by both');
    await report(dialog, 'Move-in report').getByRole('link', { name: text('Download the signed report (PDF)', undefined, { from: 'inspection' }) }).waitFor();
    await closeDialog(t, dialog);
  });
  // Compared with the signed move-in report: the kitchen floor's wear.
  const place = `${text('Kitchen', undefined, { from: 'inspection' })} · ${text('Floor', undefined, { from: 'inspection' })}`;
  const change = text('{place}: {before} → {after}', { place, before: text('Good', undefined, { from: 'inspection' }), after: text('Fair (normal wear)', undefined, { from: 'inspection' }) }, { from: 'inspection' });
  await check('landlord records the move-out report: the change since moving in is shown; both sign it', l, async () => {
    const dialog = await leaseDetails(l, 'Leases');
    await record(dialog, 'Move-out report');
    await report(dialog, 'Move-out report').getByText(change).waitFor();
    await signReport(l, dialog, 'Move-out report', landlord.name);
    await signingStatus(dialog, 'Move-out report', 'Signed by one party');
    await expectLanguage(l, locale);
    await shot(l, 'move-out-landlord', { phone: true });
    await closeDialog(l, dialog);
    const tenants = await leaseDetails(t, 'My Leases');
    await signReport(t, tenants, 'Move-out report', tenant.name);
    await signingStatus(tenants, 'Move-out report', 'Signed by both');
    await report(tenants, 'Move-out report').getByText(change).waitFor();
    await expectLanguage(t, locale);
    await shot(t, 'inspections-signed', { phone: true });
    await closeDialog(t, tenants);
  });

  let depositLeaseId;
  await check('landlord returns a key deposit with a deduction; the tenant reads the statement on the Home tab', l, async () => {
    // Set-up through the API (the lease forms are driven above): a lease of the run's second listing holding a
    // refundable key deposit, accepted by the tenant.
    depositLeaseId = await l.evaluate(async ({ title, tenantName, tenantEmail }) => {
      const userId = localStorage.getItem('userId');
      const today = new Date().toLocaleDateString('en-CA');
      // The day before the same date next year (a 12-month lease), a real day on any: from February 29, February 28.
      const [year, month, day] = today.split('-').map(Number);
      const endDate = new Date(Date.UTC(year + 1, month - 1, day - 1)).toISOString().slice(0, 10);
      const properties = await (await fetch(`/api/properties/owner/${userId}`)).json();
      const property = properties.find((p) => p.title === title);
      if (!property) throw new Error(`no listing ${title}`);
      const response = await fetch('/api/leases', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Twelve months from today on the browser's (Toronto's) clock: the statement's move-out day defaults to its end.
        body: JSON.stringify({ propertyId: property.id, monthlyRent: 1900, tenantName, tenantEmail, startDate: today, endDate, deposits: [{ kind: 'key', amount: 50 }] }),
      });
      if (response.status !== 201) throw new Error(`the deposit's lease was answered ${response.status}: ${await response.text()}`);
      return (await response.json()).id;
    }, { title: `${content.title} 2`, tenantName: tenant.name, tenantEmail: tenant.email });
    const accepted = await t.evaluate(async (id) => (await fetch(`/api/leases/${id}/accept`, { method: 'POST' })).status, depositLeaseId);
    if (accepted !== 200) throw new Error(`accepting the deposit's lease was answered ${accepted}`);
    await l.goto('/dashboard');
    await l.getByRole('tab', { name: text('Leases', undefined, { from: 'dashboard' }) }).click();
    await l.getByRole('button', { name: text('Details of lease #{id}', { id: depositLeaseId }, { from: 'lease' }) }).click();
    const dialog = l.getByRole('dialog', { name: text('Lease #{id}', { id: depositLeaseId }, { from: 'lease' }) });
    const form = dialog.getByRole('form', { name: text('Return the deposit', undefined, { from: 'deposit-return' }) });
    await form.getByRole('button', { name: text('Add deduction', undefined, { from: 'deposit-return' }) }).click();
    const deduction = form.getByRole('group', { name: text('Deduction {number}', { number: 1 }, { from: 'deposit-return' }) });
    await deduction.getByRole('button', { name: containing(text('Kind', undefined, { from: 'deposit-return' })) }).click();
    await l.getByRole('option', { name: text('Other', undefined, { from: 'deposit-return' }) }).click();
    await deduction.getByRole('textbox', { name: startsWith(text('Reason', undefined, { from: 'deposit-return' })) }).fill(words.keys);
    await deduction.getByRole('textbox', { name: startsWith(text('Amount', undefined, { from: 'deposit-return' })) }).fill('20');
    await deduction.getByRole('textbox', { name: startsWith(text('Amount', undefined, { from: 'deposit-return' })) }).blur();
    await expectLanguage(l, locale);
    await shot(l, 'deposit-return-form', { phone: true });
    await form.getByRole('button', { name: text('Send the statement', undefined, { from: 'deposit-return' }) }).click();
    await dialog.getByRole('link', { name: text('Download the statement (PDF)', undefined, { from: 'deposit-return' }) }).waitFor();
    await dialog.getByText(words.keys).waitFor();
    await expectLanguage(l, locale);
    await shot(l, 'deposit-statement', { phone: true });
    await closeDialog(l, dialog);
    // The tenant reads it on the Home tab, beside the repairs.
    await t.goto('/dashboard?tab=home');
    await t.getByRole('tabpanel').getByText(words.keys).waitFor();
    await expectLanguage(t, locale);
    await shot(t, 'tenant-deposit-statement', { phone: true });
  });
}
