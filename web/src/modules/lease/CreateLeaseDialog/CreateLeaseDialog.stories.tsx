import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { landlordProperties } from '../../../testing/fixtures/dashboard';
import { inFrenchDialog } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';
import { atPhone, expectDrawnOnTop } from '../../../testing/phone';
import { toast } from '@hearth/design-system';
import { DEPOSIT_KIND_LABELS, allowedDepositKinds } from '../DepositFields/deposit-rules';
import { CreateLeaseDialog } from './CreateLeaseDialog';

const meta = {
  title: 'Lease/CreateLeaseDialog',
  component: CreateLeaseDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    properties: landlordProperties,
    bookedLeases: [],
    onPropertyChange: fn(),
    contract: { status: 'idle' },
    onContractFile: fn(),
    onRemoveContract: fn(),
    onSubmit: fn(),
    today: '2026-10-01',
    // Prefilled as after accepting an application for the Ontario listing.
    initialValues: { propertyId: 101, tenantName: 'Priya Singh', tenantEmail: 'priya@example.ca', monthlyRent: 2450, startDate: '2026-12-01', endDate: '2027-11-30' },
  },
} satisfies Meta<typeof CreateLeaseDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Create New Lease Agreement';

/** Type `amount` as the first deposit's amount, then create (`create`: the primary button's name). */
const typeDepositAndCreate = async (dialog: HTMLElement, amount: string, create: string) => {
  const field = within(within(dialog).getByRole('group', { name: /^(Deposit|Dépôt) 1$/ })).getByRole('textbox', { name: /Amount|Montant/ });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.tab();
  await userEvent.click(within(dialog).getByRole('button', { name: create }));
};

/**
 * Ontario's rule beside the deposits; a deposit over its cap is refused with the rule and its law, as the API would.
 * (A kind the province forbids never shows: the dialog drops it, see BritishColumbiaToQuebec.)
 */
export const OntarioDeposits: Story = {
  args: { initialValues: { ...meta.args.initialValues, deposits: [{ kind: 'last-month-rent', amount: 2450 }] } },
  play: async ({ args }) => {
    const dialogElement = await screen.findByRole('dialog', { name: NAME });
    const dialog = within(dialogElement);
    await expect(dialog.getByText(/^Ontario: only a last month's rent deposit/)).toBeInTheDocument();
    await typeDepositAndCreate(dialogElement, '3000', 'Create Lease');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.getByRole('alert')).toHaveTextContent("These deposits (last month's rent deposit) may total at most $2,450 in Ontario (Residential Tenancies Act, 2006, s. 105).");
  },
};
/** A lawful deposit goes through, in the contract's shape. */
export const LawfulDeposit: Story = {
  args: { initialValues: { ...meta.args.initialValues, deposits: [{ kind: 'last-month-rent', amount: 2450 }] } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: NAME }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Lease' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ deposits: [{ kind: 'last-month-rent', amount: 2450 }] }));
  },
};
/** The tenant's phone as the landlord writes it; under the hint, what will be saved; the lease gets E.164. */
const tenantPhone = (label: RegExp, saved: string) => async (dialogElement: HTMLElement, args: { onSubmit: unknown }) => {
  const dialog = within(dialogElement);
  const field = dialog.getByRole('textbox', { name: label });
  await userEvent.type(field, '604-555-0102');
  const preview = dialogElement.querySelector('[aria-live="polite"]');
  await expect(preview?.textContent).toBe(saved);
  // The phone field (label, hint, preview) fits the phone; the rest of the dialog is the dashboard's phone layout.
  await expectFitsWindow(field.parentElement!);
  await userEvent.click(dialog.getByRole('button', { name: /Create Lease|Créer un bail/ }));
  await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ tenantPhone: '+16045550102' }));
};
export const TenantPhone390: Story = {
  ...atPhoneWidth(390),
  play: async ({ args }) => tenantPhone(/Tenant Phone/, 'Will be saved as +1 604-555-0102')(await screen.findByRole('dialog', { name: NAME }), args),
};
export const TenantPhone320French: Story = inFrenchDialog({ args: {}, ...atPhoneWidth(320) }, 'Créer un nouveau bail', (dialog, args) =>
  tenantPhone(/téléphone/i, 'Sera enregistré ainsi\u00a0: +1 604-555-0102')(dialog, args as { onSubmit: unknown }),
);

/** The toast at the top of a phone's screen, clear of the dialog's actions (`create`: the primary button's name). */
const toastClearOfActions = (title: string, create: string) => async () => {
  const dialog = await screen.findByRole('dialog');
  const primary = within(dialog).getByRole('button', { name: create });
  toast({ title, variant: 'success', timeout: 0 });
  const shown = (await screen.findByText(title)).closest('[data-variant]')!;
  try {
    await expectDrawnOnTop(primary);
    const [a, b] = [shown.getBoundingClientRect(), primary.getBoundingClientRect()];
    await expect(a.bottom <= b.top || a.top >= b.bottom, `the toast and ${create} do not overlap`).toBe(true);
    await expect(a.top >= 0 && a.bottom <= window.innerHeight, 'the toast is on screen').toBe(true);
  } finally {
    toast.clear();
  }
};

/**
 * A toast while the dialog is open (the contract finished uploading): on a phone it shows at the top of the screen,
 * never over the dialog's actions (Create Lease was hidden under it for 8 s).
 */
export const ToastOverDialog390: Story = { ...atPhone(390), play: toastClearOfActions('Contract uploaded', 'Create Lease') };
export const ToastOverDialog390French: Story = inFrenchDialog({ args: {}, ...atPhone(390) }, 'Créer un nouveau bail', toastClearOfActions('Contrat téléversé', 'Créer un bail'));

/** The API's refusal shows under the deposits too. */
export const RefusedByApi: Story = { args: { depositError: 'A key deposit is not allowed in Quebec (Civil Code of Québec, art. 1904).' } };

export const OntarioDepositsFrench: Story = inFrenchDialog(OntarioDeposits, 'Créer un nouveau bail', async (dialog, args) => {
  await typeDepositAndCreate(dialog, '3000', 'Créer un bail');
  await expect(args.onSubmit).not.toHaveBeenCalled();
  await expect(within(dialog).getByRole('alert')).toHaveTextContent(
    /^Ces dépôts \(dépôt du dernier mois de loyer\) ne peuvent dépasser 2\s450\s\$ au total en Ontario \(Loi de 2006 sur la location à usage d’habitation, art\. 105\)\.$/,
  );
});

/** The whole dialog at the narrowest phone: nothing past the window (the date pickers' calendar buttons included). */
export const Phone320: Story = {
  ...atPhoneWidth(320),
  play: async () => expectFitsWindow(await screen.findByRole('dialog', { name: NAME })),
};

const quebecListing = { id: 109, title: 'Loft in the Plateau', province: 'QC' as const };
/** Rent due day (1 unless changed) on every lease; Section G's lowest rent only for a Québec listing. */
export const QuebecSectionG: Story = {
  args: { properties: [...landlordProperties, quebecListing], initialValues: { ...meta.args.initialValues, propertyId: 109 } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: NAME }));
    await expect(dialog.getByRole('textbox', { name: /Rent due day/ })).toHaveValue('1');
    const sectionG = dialog.getByRole('textbox', { name: /Lowest rent paid in the last 12 months \(Section G\)/ });
    await userEvent.type(sectionG, '1800');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Lease' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ rentDueDay: 1, quebecLowestRentLast12Months: 1800 }));
  },
};
/** Not asked for an Ontario listing. */
export const NoSectionGOutsideQuebec: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: NAME }));
    await expect(dialog.getByRole('textbox', { name: /Rent due day/ })).toBeInTheDocument();
    await expect(dialog.queryByText(/Section G/)).toBeNull();
  },
};
export const QuebecSectionGFrench: Story = inFrenchDialog({ args: QuebecSectionG.args }, 'Créer un nouveau bail', async (dialog) => {
  await expect(within(dialog).getByText(/^Le formulaire de bail du Québec demande/)).toBeInTheDocument();
});

/** A tenancy brought in: a start in the past, the last increase, no end (monthly); sent with existingTenancy. */
export const ExistingTenancy: Story = {
  args: { initialValues: { ...meta.args.initialValues, existingTenancy: true, startDate: '2019-07-01', endDate: '', lastIncreaseOn: '2025-07-01' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: NAME }));
    await expect(dialog.getByRole('checkbox', { name: 'Existing tenancy: the tenant already lives here' })).toBeChecked();
    await expect(dialog.getByText('Empty for a month-to-month tenancy')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Create Lease' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ existingTenancy: true, startDate: '2019-07-01', lastIncreaseOn: '2025-07-01' }));
  },
};
/** A start after today is refused for a tenancy brought in, with the shared contract's message. */
export const ExistingTenancyFutureStart: Story = {
  args: { initialValues: { ...meta.args.initialValues, existingTenancy: true, startDate: '2026-12-01', endDate: '' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: NAME }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Lease' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.getByText('A tenancy brought in has already begun: its start date must be today or earlier.')).toBeInTheDocument();
  },
};
export const ExistingTenancy320: Story = {
  args: ExistingTenancy.args,
  ...atPhoneWidth(320),
  play: async () => expectFitsWindow(await screen.findByRole('dialog', { name: NAME })),
};
export const ExistingTenancyFrench: Story = inFrenchDialog({ args: ExistingTenancy.args }, 'Créer un nouveau bail', async (dialog) => {
  await expect(within(dialog).getByRole('checkbox', { name: 'Location existante\u00a0: le locataire habite déjà ici' })).toBeChecked();
});

/** Choose the listing titled `title` in the Property select. */
const chooseProperty = async (title: string) => {
  const dialog = within(await screen.findByRole('dialog', { name: NAME }));
  await userEvent.click(dialog.getByRole('button', { name: /Property/ }));
  await userEvent.click(await screen.findByRole('option', { name: title }));
};
/** The first deposit row: its kind and amount. */
const firstDeposit = async () => within(within(await screen.findByRole('dialog', { name: NAME })).getByRole('group', { name: 'Deposit 1' }));
const addDeposit = async () => userEvent.click(within(await screen.findByRole('dialog', { name: NAME })).getByRole('button', { name: 'Add deposit' }));
/** The Kind select's options for the first deposit, as shown. */
const kindOptions = async () => {
  await userEvent.click((await firstDeposit()).getByRole('button', { name: /Kind/ }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  return options;
};
/** What the shared table allows in `province`, as the Kind select names it. */
const allowedLabels = (province: Parameters<typeof allowedDepositKinds>[0]) => allowedDepositKinds(province).map((kind) => DEPOSIT_KIND_LABELS[kind].message);
const bcApplication = { ...meta.args.initialValues, propertyId: 102, monthlyRent: 2000 };

/** British Columbia: the Kind select offers exactly the kinds the shared table allows there, no other. */
export const BritishColumbiaKinds: Story = {
  args: { initialValues: bcApplication },
  play: async () => {
    await addDeposit();
    await expect((await firstDeposit()).getByRole('button', { name: /Kind/ })).toHaveTextContent('Security deposit');
    await expect(await kindOptions()).toEqual(allowedLabels('BC'));
  },
};
/** British Columbia to Quebec: the security deposit goes, under "no deposit of any kind". */
export const BritishColumbiaToQuebec: Story = {
  args: { initialValues: bcApplication },
  play: async () => {
    await addDeposit();
    await expect((await firstDeposit()).getByRole('textbox', { name: /Amount/ })).toHaveValue('$1,000');
    await chooseProperty('Loft above the bakery');
    const dialog = within(await screen.findByRole('dialog', { name: NAME }));
    await expect(dialog.getByText('Quebec: no deposit of any kind (Civil Code of Québec, art. 1904).')).toBeInTheDocument();
    await expect(dialog.queryByRole('group', { name: 'Deposit 1' })).toBeNull();
  },
};
/** British Columbia to Ontario: no security deposit row left, and only Ontario's kinds offered. */
export const BritishColumbiaToOntario: Story = {
  args: { initialValues: bcApplication },
  play: async () => {
    await addDeposit();
    await chooseProperty('Sunny two-bedroom near High Park');
    const dialog = within(await screen.findByRole('dialog', { name: NAME }));
    await expect(dialog.queryByRole('group', { name: 'Deposit 1' })).toBeNull();
    await addDeposit();
    await expect((await firstDeposit()).getByRole('textbox', { name: /Amount/ })).toHaveValue('$2,000');
    await expect(await kindOptions()).toEqual(allowedLabels('ON'));
  },
};
/** Ontario to British Columbia: last month's rent at a full month is over BC's cap, so it goes and BC's own first deposit is offered. */
export const OntarioToBritishColumbia: Story = {
  play: async () => {
    await addDeposit();
    await expect((await firstDeposit()).getByRole('button', { name: /Kind/ })).toHaveTextContent("Last month's rent");
    await chooseProperty('Basement suite in Kitsilano');
    await addDeposit();
    await expect((await firstDeposit()).getByRole('button', { name: /Kind/ })).toHaveTextContent('Security deposit');
    await expect((await firstDeposit()).getByRole('textbox', { name: /Amount/ })).toHaveValue('$1,225');
    await expect(within(await screen.findByRole('dialog', { name: NAME })).queryByRole('group', { name: 'Deposit 2' })).toBeNull();
  },
};
/** A deposit prefilled for a Quebec listing never shows; moved to British Columbia, 'Add deposit' offers BC's first deposit. */
export const QuebecToBritishColumbia: Story = {
  args: { initialValues: { ...meta.args.initialValues, propertyId: 104, monthlyRent: 2000, deposits: [{ kind: 'key', amount: 50 }] } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: NAME }));
    await expect(dialog.queryByRole('group', { name: 'Deposit 1' })).toBeNull();
    await chooseProperty('Basement suite in Kitsilano');
    await addDeposit();
    await expect((await firstDeposit()).getByRole('button', { name: /Kind/ })).toHaveTextContent('Security deposit');
    await expect((await firstDeposit()).getByRole('textbox', { name: /Amount/ })).toHaveValue('$1,000');
    await expect(dialog.queryByRole('group', { name: 'Deposit 2' })).toBeNull();
  },
};
