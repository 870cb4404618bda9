import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { rentalProfileFixture } from '../../../testing/fixtures/applications';
import { inFrenchDialog } from '../../../testing/french';
import { APPLICATION_MESSAGE_MAX } from '@hearth/api/contracts/rental-application.schema';
import { ApplyDialog } from './ApplyDialog';

const meta = {
  title: 'Application/ApplyDialog',
  component: ApplyDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    listingTitle: 'Sunny two-bedroom near High Park',
    landlordName: 'Daniel Tremblay',
    profile: rentalProfileFixture(),
    onFillProfile: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ApplyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Apply for Sunny two-bedroom near High Park';
const CONSENT = 'Share my rental profile with Daniel Tremblay for Sunny two-bedroom near High Park';

/** Agree, then send a message one character longer than the API takes. */
async function sendTooLongMessage(dialog: ReturnType<typeof within>, sendLabel: string) {
  await userEvent.click(dialog.getByRole('checkbox'));
  await userEvent.click(dialog.getByRole('textbox'));
  await userEvent.paste('a'.repeat(APPLICATION_MESSAGE_MAX + 1));
  await userEvent.click(dialog.getByRole('button', { name: sendLabel }));
}

/** The consent names this landlord and this listing, and is required. */
export const Ready: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: NAME }));
    await expect(dialog.getByText('Nurse at Hôpital Sainte-Justine')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message to the landlord' }), 'Hello!');
    await userEvent.click(dialog.getByRole('button', { name: 'Send application' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please confirm that you agree to share your rental profile with this landlord for this listing.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send application' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ message: 'Hello!', consent: true });
  },
};
/** The API's limit on the message, with its message, before anything is sent. */
export const MessageTooLong: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: NAME }));
    await sendTooLongMessage(dialog, 'Send application');
    await expect(dialog.getByText('The message is at most 2000 characters.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** Without a profile there is nothing to share yet: the dialog offers to fill it in here (not on the dashboard). */
export const WithoutProfile: Story = {
  args: { profile: null },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: NAME }));
    await expect(dialog.queryByRole('link', { name: 'Fill in my rental profile' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Fill in my rental profile' }));
    await expect(args.onFillProfile).toHaveBeenCalled();
    await expect(dialog.getByRole('button', { name: 'Send application' })).toBeDisabled();
  },
};
export const Sending: Story = { args: { isPending: true } };
export const Refused: Story = {
  args: { error: 'You already applied to this listing.' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: NAME }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('You already applied to this listing.');
  },
};

export const ReadyFrench: Story = inFrenchDialog({}, 'Postuler pour Sunny two-bedroom near High Park', async (dialog) => {
  await expect(within(dialog).getByRole('checkbox', { name: 'Partager mon profil locatif avec Daniel Tremblay pour Sunny two-bedroom near High Park' })).toBeInTheDocument();
});
export const WithoutProfileFrench: Story = inFrenchDialog(WithoutProfile, 'Postuler pour Sunny two-bedroom near High Park');
export const MessageTooLongFrench: Story = inFrenchDialog({ args: { onSubmit: fn() } }, 'Postuler pour Sunny two-bedroom near High Park', async (dialog, args) => {
  await sendTooLongMessage(within(dialog), 'Envoyer la demande');
  await expect(within(dialog).getByText('Le message compte au plus 2000 caractères.')).toBeInTheDocument();
  await expect(args.onSubmit).not.toHaveBeenCalled();
});
