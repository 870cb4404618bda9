import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { broughtInLease, pendingInvitation } from '../../../testing/fixtures/dashboard';
import { LeaseInvitation } from './LeaseInvitation';
import { expectNoEnglish, inFrench } from '../../../testing/french';

const meta = {
  title: 'Lease/LeaseInvitation',
  component: LeaseInvitation,
  args: { lease: pendingInvitation, answering: null, onAnswer: fn() },
} satisfies Meta<typeof LeaseInvitation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names the landlord and the listing, shows the terms, and answers with Accept or Decline. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: `Lease invitation: ${pendingInvitation.propertyTitle}` })).toBeVisible();
    await expect(canvas.getByText(`${pendingInvitation.landlordName} invited you to lease this property.`)).toBeVisible();
    await expect(canvas.getByText(`Terms: ${pendingInvitation.terms}`)).toBeVisible();
    const answers = canvas.getByRole('group', { name: `Lease invitation: ${pendingInvitation.propertyTitle}` });
    await userEvent.click(within(answers).getByRole('button', { name: 'Accept' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('accept');
    // Declining is final: it asks first, and Cancel declines nothing.
    await userEvent.click(within(answers).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this lease?' });
    // The dialog's text, not one node of it: react-aria renders the modal's content again as it settles.
    await waitFor(() => expect(dialog).toHaveTextContent(`Decline the lease for ${pendingInvitation.propertyTitle}? ${pendingInvitation.landlordName} is told, and it cannot be undone.`));
    let confirm = within(dialog);
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await expect(args.onAnswer).not.toHaveBeenCalledWith('decline');
    await userEvent.click(within(answers).getByRole('button', { name: 'Decline' }));
    confirm = within(await screen.findByRole('alertdialog', { name: 'Decline this lease?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Decline' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('decline');
  },
};

/** The confirmation in French (it renders outside the canvas: the check reads the dialog). */
export const DeclineConfirmationFrench: Story = {
  ...inFrench({}),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refuser' }));
    await expectNoEnglish(await screen.findByRole('alertdialog', { name: 'Refuser ce bail\u00a0?' }));
  },
};

export const Accepting: Story = {
  args: { answering: 'accept' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Accepting/ }));
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeDisabled();
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

export const Declining: Story = { args: { answering: 'decline' } };

/** Names fall back to ids when the listing or the landlord is gone. */
export const WithoutNames: Story = {
  args: { lease: { ...pendingInvitation, landlordName: null, propertyTitle: null, terms: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: `Lease invitation: Property #${pendingInvitation.propertyId}` })).toBeVisible();
    await expect(canvas.getByText(`Landlord #${pendingInvitation.landlordId} invited you to lease this property.`)).toBeVisible();
  },
};

/** The invitation in fr-CA: « Invitation à signer un bail », money and dates in the locale. */
export const PendingFrench: Story = inFrench(Pending);
export const AcceptingFrench: Story = inFrench(Accepting);
export const WithoutNamesFrench: Story = inFrench(WithoutNames);

/** A tenancy brought in: the tenant confirms it; marked "Brought in", with no end date (monthly). */
export const BroughtIn: Story = {
  args: { lease: broughtInLease },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${broughtInLease.landlordName} brought your current tenancy into Hearth. Check its dates and rent, then confirm it.`)).toBeVisible();
    await expect(canvas.getByText('Brought in')).toBeVisible();
  },
};
export const BroughtInFrench: Story = inFrench(BroughtIn);
