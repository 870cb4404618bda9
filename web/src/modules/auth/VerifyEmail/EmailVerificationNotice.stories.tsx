import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { inFrench } from '../../../testing/french';

const meta = {
  title: 'Auth/EmailVerificationNotice',
  component: EmailVerificationNotice,
  args: { email: 'amara@example.com', sending: false, result: null, onResend: fn() },
} satisfies Meta<typeof EmailVerificationNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
    await expect(canvas.getByText(/Leases sent to amara@example.com appear here once you confirm that address/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification email' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sending/ }));
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  args: { result: 'We sent a new verification link to amara@example.com. It is valid for 48 hours.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a new verification link to amara@example.com.');
  },
};

export const RateLimited: Story = {
  args: { result: 'Too many attempts. Please try again in 12 minutes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Too many attempts.');
  },
};

export const UnverifiedFrench: Story = inFrench(Unverified);
export const SendingFrench: Story = inFrench(Sending);
