import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ReportListingDialog } from './ReportListingDialog';
import { expectNoEnglish, inFrench } from '../../../testing/french';

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

/** The dialog in fr-CA (it renders outside the canvas, so the check reads the dialog itself). */
const inFrenchDialog = (story: Story): Story => ({ ...inFrench(story), play: async () => expectNoEnglish(await screen.findByRole('dialog', { name: 'Signaler l’annonce' })) });
export const EmptyFrench: Story = inFrenchDialog(Empty);
export const SendingFrench: Story = inFrenchDialog(Sending);
