import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VerifyEmailView } from './VerifyEmailView';
import { inFrench } from '../../../testing/french';

const EXPIRED = 'This verification link is invalid or has expired. Please request a new one.';

const meta = {
  title: 'Auth/VerifyEmail',
  component: VerifyEmailView,
  args: { state: { status: 'ready' }, signedIn: false, onConfirm: fn(), onDone: fn() },
} satisfies Meta<typeof VerifyEmailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening the link does nothing by itself: only the click spends the token. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
    await expect(canvas.getByText(/expires 48 hours after it was sent/)).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm email address' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Verifying: Story = {
  args: { state: { status: 'verifying' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Confirming/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const VerifiedSignedIn: Story = {
  args: { state: { status: 'verified', message: 'Your email address is verified.' }, signedIn: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your email address is verified. Lease invitations sent to this address now appear in My Leases.');
    await expect(canvas.queryByRole('button', { name: 'Confirm email address' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Dashboard' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Opened in a browser without a session (another device): verified all the same. */
export const VerifiedSignedOut: Story = {
  args: { state: { status: 'verified', message: 'Your email address is verified.' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Browse Properties' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** The link names the page the person signed up from (a listing, a search): the way out goes back there. */
export const VerifiedReturning: Story = {
  args: { state: { status: 'verified', message: 'Your email address is verified.' }, signedIn: true, returning: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Go to Dashboard' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue where you left off' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** Spent, expired or forged: the server's message, and where a new link comes from. */
export const Expired: Story = {
  args: { state: { status: 'failed', message: EXPIRED, canRetry: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${EXPIRED} Sign in and open My Leases on your dashboard to send a new link.`);
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Browse Properties' })).toBeVisible();
  },
};

/** Network or server trouble: the link may still be good, so the same click can be tried again. */
export const FailedRetryable: Story = {
  args: { state: { status: 'failed', message: 'Something went wrong. Please try again.', canRetry: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const MissingToken: Story = {
  args: { state: { status: 'missingToken' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This verification link is incomplete/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirm email address' })).toBeNull();
  },
};

export const ReadyFrench: Story = inFrench(Ready);
export const VerifyingFrench: Story = inFrench(Verifying);
/** The server's answer arrives in the caller's language. */
export const VerifiedSignedInFrench: Story = inFrench({ ...VerifiedSignedIn, args: { ...VerifiedSignedIn.args, state: { status: 'verified', message: 'Votre adresse courriel est vérifiée.' } } });
export const MissingTokenFrench: Story = inFrench(MissingToken);
export const VerifiedReturningFrench: Story = inFrench({
  args: { ...VerifiedReturning.args, state: { status: 'verified', message: 'Votre adresse courriel est vérifiée.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reprendre là où vous étiez' })).toBeVisible();
  },
});
