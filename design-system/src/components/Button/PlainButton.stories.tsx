import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PlainButton } from './PlainButton';

const meta = {
  title: 'Actions/PlainButton',
  component: PlainButton,
  args: { children: 'Load more', variant: 'outline', onClick: fn() },
} satisfies Meta<typeof PlainButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A native <button> in Button's look: Enter, Space and a click all reach onClick. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Load more' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, children: 'Open menu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeDisabled();
  },
};
/** Busy: stays focusable, ignores clicks, shows its pending label and says it in a polite status. */
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Loading...' },
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Loading...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Loading...');
  },
};
