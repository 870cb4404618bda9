import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { inFrenchDialog } from '../../../testing/french';
import { RecordPaymentDialog } from './RecordPaymentDialog';

const meta = {
  title: 'Rent/RecordPaymentDialog',
  component: RecordPaymentDialog,
  args: { today: '2026-11-20', isPending: false, refusal: null, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof RecordPaymentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Record a payment' }));

/** The form checks with the API's contract: an amount with three decimals and a day after today are refused. */
export const Editing: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.type(form.getByLabelText(/Amount/), '10.001');
    await userEvent.clear(form.getByLabelText(/Paid on/));
    await userEvent.type(form.getByLabelText(/Paid on/), '2026-11-21');
    await userEvent.click(form.getByRole('button', { name: 'Record the payment' }));
    await expect(form.getByText('The amount must be more than $0, in dollars and cents (at most 2 decimals).')).toBeInTheDocument();
    await expect(form.getByText('The payment date cannot be in the future.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(form.getByLabelText(/Amount/));
    await userEvent.type(form.getByLabelText(/Amount/), '1500.50');
    await userEvent.clear(form.getByLabelText(/Paid on/));
    await userEvent.type(form.getByLabelText(/Paid on/), '2026-11-20');
    await userEvent.click(form.getByRole('button', { name: 'Record the payment' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: '1500.50', paidOn: '2026-11-20', method: 'e-transfer', note: null });
  },
};

/** The API's refusal beside the day. */
export const Refused: Story = {
  args: { refusal: { field: 'paidOn', message: 'The payment date is before this tenancy (it starts Sep 1, 2026).' } },
  play: async () => {
    await expect((await dialog()).getByText('The payment date is before this tenancy (it starts Sep 1, 2026).')).toBeInTheDocument();
  },
};

export const Recording: Story = { args: { isPending: true } };

export const EditingFrench: Story = inFrenchDialog(Editing, 'Inscrire un paiement');
export const RefusedFrench: Story = inFrenchDialog({ ...Refused, args: { refusal: { field: 'paidOn', message: 'La date du paiement précède cette location (elle commence le 1er sept. 2026).' } } }, 'Inscrire un paiement');
