import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { leaseFixture } from '../../../testing/fixtures/dashboard';
import { inFrenchDialog } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';
import { RenewalDialog, type RenewalTerms } from './RenewalDialog';

const lease = { ...leaseFixture(), endDate: '2027-09-30' };

const meta = {
  title: 'Lease/RenewalDialog',
  component: RenewalDialog,
  args: { lease, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof RenewalDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Starts the day after the end; the new end day is required (the shared contract's message). */
export const Offer: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Offer a renewal of lease #501' }));
    await expect(dialog.getByText(/starts on Oct 1, 2027/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Offer renewal' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.getByText('Please fill in all required fields.')).toBeInTheDocument();
  },
};
export const Refused: Story = { args: { error: 'A renewal needs an active lease with an end date.' } };
export const Sending: Story = { args: { isPending: true } };

export const OfferFrench: Story = inFrenchDialog({}, 'Proposer un renouvellement du bail nº\u00a0501');

const ontarioTerms: RenewalTerms = { currentRent: 2450, highestRent: 2501.45, capPercent: 2.1, uncapped: null };
/** The highest lawful rent from the renewal's first day; a rent above it is held back, at it is sent. */
export const LawfulRent: Story = {
  args: { terms: ontarioTerms },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Offer a renewal of lease #501' }));
    await expect(dialog.getByText(/Highest lawful rent from Oct 1, 2027: \$2,501 \(a cap of 2\.1%\)/)).toBeInTheDocument();
    const rent = dialog.getByRole('textbox', { name: /Monthly rent/ });
    await expect(rent).toHaveValue('2,450');
    await userEvent.clear(rent);
    await userEvent.type(rent, '2600');
    await userEvent.tab();
    await expect(dialog.getByText('Above the highest lawful rent, $2,501.')).toBeInTheDocument();
  },
};
/** Ontario's exemption: a unit first occupied after November 15, 2018 has no cap. */
export const ExemptUnit: Story = { args: { terms: { currentRent: 2450, highestRent: null, capPercent: null, uncapped: 'exempt-new-unit' } } };
/** A province with no cap (Alberta, Québec...). */
export const NoCap: Story = { args: { terms: { currentRent: 2450, highestRent: null, capPercent: null, uncapped: 'no-cap' } } };
/** The year's figure is not published yet. */
export const CapNotPublished: Story = { args: { terms: { currentRent: 2450, highestRent: null, capPercent: null, uncapped: null } } };
export const LawfulRent320: Story = { args: { terms: ontarioTerms }, ...atPhoneWidth(320), play: async () => expectFitsWindow(await screen.findByRole('dialog', { name: 'Offer a renewal of lease #501' })) };
export const LawfulRentFrench: Story = inFrenchDialog({ args: LawfulRent.args }, 'Proposer un renouvellement du bail nº\u00a0501', async (dialog) => {
  await expect(within(dialog).getByText(/plafond de 2,1\s%/)).toBeInTheDocument();
});
export const ExemptUnitFrench: Story = inFrenchDialog({ args: ExemptUnit.args }, 'Proposer un renouvellement du bail nº\u00a0501');
