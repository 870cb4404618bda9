import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { broughtInLease, leaseFixture } from '../../../testing/fixtures/dashboard';
import { inFrenchDialog } from '../../../testing/french';
import { DepositReturnDocument, LeaseInspectionsDocument } from '../../../generated/graphql';
import { withProviders } from '../../../testing/decorators';
import { LeaseDetailsDialog } from './LeaseDetailsDialog';

const ontario = leaseFixture();
const quebec = leaseFixture({
  id: 601,
  deposits: [],
  history: [...ontario.history, { event: 'ended', at: '2027-10-01T09:05:00.000Z', contractCid: null, leaseId: null }],
  provinceNotes: [
    { locale: 'fr-CA', text: 'Au Québec, le bail doit être fait sur le formulaire obligatoire du Tribunal administratif du logement, que Hearth ne remplace pas.' },
    { locale: 'en-CA', text: 'In Quebec, the lease must be made on the mandatory form of the Tribunal administratif du logement, which Hearth does not replace.' },
  ],
});

const meta = {
  title: 'Lease/LeaseDetailsDialog',
  component: LeaseDetailsDialog,
  args: { lease: ontario, viewerRole: 'tenant', onClose: fn() },
  // An active lease with a deposit shows the deposit's return section, which reads its statement (none yet).
  decorators: [
    withProviders({
      role: 'tenant',
      mocks: [
        { request: { query: DepositReturnDocument, variables: { leaseId: ontario.id } }, result: { data: { depositReturn: null } }, maxUsageCount: Number.POSITIVE_INFINITY },
        ...[ontario.id, quebec.id, broughtInLease.id].map((leaseId) => ({ request: { query: LeaseInspectionsDocument, variables: { leaseId } }, result: { data: { leaseInspections: [] } }, maxUsageCount: Number.POSITIVE_INFINITY })),
      ],
    }),
  ],
} satisfies Meta<typeof LeaseDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ontario: Form 2229E, the deposit, and the history with the accepted contract's content id. */
export const Ontario: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Lease #501' }));
    await expect(dialog.getByText(/Standard Form of Lease \(Form 2229E\)/)).toBeInTheDocument();
    await expect(dialog.getByText("Last month's rent: $2,450")).toBeInTheDocument();
    await expect(dialog.getByText(/Accepted by the tenant \(contract bafkrei/)).toBeInTheDocument();
  },
};
/** Quebec: the TAL form in French first, no deposit, ended. */
export const Quebec: Story = {
  args: { lease: quebec },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Lease #601' });
    const notes = dialog.querySelectorAll('p[lang]');
    await expect(notes[0]).toHaveAttribute('lang', 'fr-CA');
    await expect(within(dialog).getByText('No deposit.')).toBeInTheDocument();
    await expect(within(dialog).getByText(/Ended/)).toBeInTheDocument();
  },
};

/** In French, Ontario's note in French first (it names the French form, 2229F); the English one follows. */
export const OntarioFrench: Story = inFrenchDialog(Ontario, 'Bail nº\u00a0501', async (dialog) => {
  const notes = dialog.querySelectorAll('p[lang]');
  await expect(notes[0]).toHaveAttribute('lang', 'fr-CA');
  await expect(notes[0]).toHaveTextContent(/formulaire 2229F/);
  await expect(notes[1]).toHaveAttribute('lang', 'en-CA');
});
export const QuebecFrench: Story = inFrenchDialog(Quebec, 'Bail nº\u00a0601', async (dialog) => {
  await expect(dialog.querySelectorAll('p[lang]')[0]).toHaveAttribute('lang', 'fr-CA');
});

/** A tenancy brought in: its badge, when it began (monthly) and the last increase. */
export const BroughtIn: Story = {
  args: { lease: broughtInLease },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Lease #504' }));
    await expect(dialog.getByText('Brought in')).toBeInTheDocument();
    await expect(dialog.getByText(/A month-to-month tenancy that began before Hearth, on Jul 1, 2019\. Rent last raised on Jul 1, 2025\./)).toBeInTheDocument();
  },
};
export const BroughtInFrench: Story = inFrenchDialog(BroughtIn, 'Bail nº\u00a0504');
