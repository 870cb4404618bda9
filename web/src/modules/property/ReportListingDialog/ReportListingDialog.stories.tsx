import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportListingDialog } from './ReportListingDialog';
import { inFrenchDialog } from '../../../testing/french';

const meta = {
  title: 'Property/ReportListingDialog',
  component: ReportListingDialog,
  args: { isOpen: true, onOpenChange: fn(), title: 'Bright 2-bedroom condo', onSubmit: fn() },
} satisfies Meta<typeof ReportListingDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: sending waits for a reason. */
export const Empty: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Report listing' });
    await expect(within(dialog).getByRole('radiogroup', { name: 'Reason' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Send Report' })).toBeDisabled();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Report listing' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'Asks for a deposit by wire.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'scam', details: 'Asks for a deposit by wire.' });
  },
};

export const Sending: Story = {
  args: { pending: true },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Report listing' });
    await expect(within(dialog).getByRole('button', { name: /Sending/ })).toBeInTheDocument();
  },
};

export const EmptyFrench: Story = inFrenchDialog(Empty, 'Signaler l’annonce');
export const SendingFrench: Story = inFrenchDialog(Sending, 'Signaler l’annonce');
