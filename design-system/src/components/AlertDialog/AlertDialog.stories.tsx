import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inBody } from '../../storybook/play';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete property',
    children: 'Are you sure you want to delete this property?',
    confirmLabel: 'Delete',
    onConfirm: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="destructive">Delete</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteConfirmation: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = inBody(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = inBody(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Deleting...', defaultOpen: true },
  render: (args) => <AlertDialog {...args} />,
};

export const Catalog: Story = {
  args: { defaultOpen: true, variant: 'default', title: 'Approve listing', confirmLabel: 'Approve', children: 'This listing will become visible on the marketplace.' },
  render: (args) => <AlertDialog {...args} />,
};
