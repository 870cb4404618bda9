import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MagicLinkView } from './MagicLinkView';
import { inFrench } from '../../../testing/french';

const meta = {
  title: 'Auth/MagicLink',
  component: MagicLinkView,
  args: { state: { status: 'ready' }, onContinue: fn(), onRequestNewLink: fn() },
} satisfies Meta<typeof MagicLinkView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening the link does nothing by itself: only Continue spends the token. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to Hearth' })).toBeVisible();
    await expect(args.onContinue).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const SigningIn: Story = {
  args: { state: { status: 'signingIn' } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Signing In/ });
    await userEvent.click(button);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** Spent, expired or forged: the server's message, and a new link through the sign-in dialog. */
export const Expired: Story = {
  args: { state: { status: 'failed', message: 'This sign-in link is invalid or has expired. Please request a new one.', canRetry: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This sign-in link is invalid or has expired. Please request a new one.');
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Request a new link' }));
    await expect(args.onRequestNewLink).toHaveBeenCalledTimes(1);
  },
};

/** Network or server trouble: the link may still be good, so the same click can be tried again. */
export const FailedRetryable: Story = {
  args: { state: { status: 'failed', message: 'Login failed. Please try again.', canRetry: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  },
};

export const MissingToken: Story = {
  args: { state: { status: 'missingToken' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/This sign-in link is incomplete/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Request a new link' }));
    await expect(args.onRequestNewLink).toHaveBeenCalledTimes(1);
  },
};

export const ReadyFrench: Story = inFrench(Ready);
export const SigningInFrench: Story = inFrench(SigningIn);
export const MissingTokenFrench: Story = inFrench(MissingToken);
