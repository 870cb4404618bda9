import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { leaseFixture } from '../../../testing/fixtures/dashboard';
import { inFrenchDialog } from '../../../testing/french';
import { RenewalDialog } from './RenewalDialog';

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
