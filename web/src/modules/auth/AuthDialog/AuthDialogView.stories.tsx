import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import type { Role } from '@hearth/api/contracts/roles';
import { AuthDialogView, type AuthDialogViewProps } from './AuthDialogView';
import type { AuthMode } from './auth-types';
import { expectNoEnglish, inFrench } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';
import { dialogSettled } from '../../../testing/phone';

/** Stateful wrapper: the view is controlled, stories drive mode, role and email like the container does. */
function Harness(props: AuthDialogViewProps) {
  const [mode, setMode] = useState<AuthMode>(props.mode);
  const [role, setRole] = useState<Role>(props.role);
  const [email, setEmail] = useState(props.email);
  return <AuthDialogView {...props} mode={mode} onModeChange={setMode} role={role} onRoleChange={setRole} email={email} onEmailChange={setEmail} />;
}

const meta = {
  title: 'Auth/AuthDialog',
  component: AuthDialogView,
  render: (args) => <Harness {...args} />,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    mode: 'signIn',
    onModeChange: fn(),
    role: 'tenant',
    onRoleChange: fn(),
    email: '',
    onEmailChange: fn(),
    onSignIn: fn(),
    onSignUp: fn(),
    onForgot: fn(),
    onProvider: fn(),
  },
} satisfies Meta<typeof AuthDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    // Shown: react-aria mounts a modal hidden and reveals it a moment later (so a phone's keyboard can open first).
    await dialogSettled(screen.getByRole('dialog'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await expect(screen.getByRole('radio', { name: 'Tenant' })).toBeChecked();
    await userEvent.type(screen.getByLabelText(/Email/), 'amara@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledWith({ email: 'amara@example.com', role: 'tenant', password: '' });
    // The sign-in link is a hint under the password (a placeholder was cut at 320 px).
    await expect(screen.getByText('Leave empty to get a sign-in link')).toBeVisible();
  },
};
/** A phone: the password hint wraps, nothing of the dialog is cut. */
const fitsOnAPhone = async () => expectFitsWindow(await screen.findByRole('dialog'));
export const SignInPhone320: Story = { ...atPhoneWidth(320), play: fitsOnAPhone };
export const SignInPhone390: Story = { ...atPhoneWidth(390), play: fitsOnAPhone };
/** ROLE_MISMATCH: the server's words in the dialog, the account's role selected, and a button to sign in as it. */
export const WrongAccountType: Story = {
  args: {
    email: 'lena@example.com',
    role: 'landlord',
    roleMismatch: { role: 'landlord', message: 'This account is registered as a landlord. Please sign in as a landlord.' },
  },
  play: async ({ args }) => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Wrong Account Type');
    await expect(alert).toHaveTextContent('This account is registered as a landlord.');
    await expect(screen.getByRole('radio', { name: 'Landlord' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as a landlord' }));
    await expect(args.onSignIn).toHaveBeenCalledWith({ email: 'lena@example.com', role: 'landlord', password: '' });
  },
};
export const SignInPending: Story = { args: { pending: true, email: 'amara@example.com' },
  play: async () => {
    await expect(await screen.findByText('Signing In...')).toBeInTheDocument();
  },
};
export const SignInMissingFields: Story = { args: { formError: 'Please fill in all required fields.' } };
export const MagicLinkSent: Story = {
  args: { email: 'amara@example.com', notice: 'Check your email: we sent you a sign-in link that is valid for 15 minutes.' },
};
export const SignUp: Story = {
  args: { mode: 'signUp' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus());
    await expect(screen.getByPlaceholderText('min 6 characters')).toBeInTheDocument();
    await expect(screen.getByText(/Canadian numbers need no \+1\. .*\(\+1 for US, \+44 for UK\)/)).toBeInTheDocument();
    // Administrators are created by operators: sign-up offers tenant and landlord only.
    await expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['tenant', 'landlord']);
  },
};
/** The number as typed, and under the hint what will be saved (a polite live region). */
const typePhone = (saved: RegExp) => async () => {
  const field = await screen.findByRole('textbox', { name: /WhatsApp/ });
  await userEvent.type(field, '416 555 0199');
  const preview = await screen.findByText(saved);
  await expect(preview).toHaveAttribute('aria-live', 'polite');
  await expect(preview).toHaveTextContent('+1 416-555-0199');
  await expectFitsWindow(await screen.findByRole('dialog'));
};
export const SignUpPhonePreview320: Story = { args: { mode: 'signUp' }, ...atPhoneWidth(320), play: typePhone(/Will be saved as/) };
export const SignUpPhonePreview390: Story = { args: { mode: 'signUp' }, ...atPhoneWidth(390), play: typePhone(/Will be saved as/) };
export const SignUpValidationErrors: Story = {
  args: {
    mode: 'signUp',
    email: 'not-an-email',
    fieldErrors: {
      email: 'Please enter a valid email address',
      whatsapp: 'WhatsApp number must be in E.164 format (e.g., +1234567890)',
      password: 'Password must be at least 6 characters long',
      role: 'Please select a role',
    },
  },
};
export const SignUpPending: Story = { args: { mode: 'signUp', pending: true } };
export const ForgotPassword: Story = {
  args: { mode: 'forgot' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  },
};
export const ResetLinkSent: Story = {
  args: { mode: 'forgot', email: 'amara@example.com', notice: 'If an account exists for this email, a password reset link has been sent.' },
};
export const SwitchModes: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    await expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  },
};

/** fr-CA: the dialog is a modal, portalled out of the canvas: the check reads the dialog. */
const inFrenchDialog = (story: Story): Story => ({ ...inFrench(story), play: async () => expectNoEnglish(await screen.findByRole('dialog')) });
export const SignInFrench = inFrenchDialog(SignIn);
export const SignInPendingFrench = inFrenchDialog(SignInPending);
export const SignUpFrench = inFrenchDialog(SignUp);
export const SignUpPendingFrench = inFrenchDialog(SignUpPending);
export const ForgotPasswordFrench = inFrenchDialog(ForgotPassword);
export const WrongAccountTypeFrench = inFrenchDialog(WrongAccountType);
export const SignInPhone320French = inFrenchDialog(SignInPhone320);
export const SignUpPhonePreview320French: Story = { ...inFrench(SignUpPhonePreview320), play: typePhone(/Sera enregistré/) };
export const SignUpPhonePreview390French: Story = { ...inFrench(SignUpPhonePreview390), play: typePhone(/Sera enregistré/) };
/** The original client's identity-provider button: it only announces that it is coming (docs/product.md#auth-dialog). */
export const ProviderButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await expect(args.onProvider).toHaveBeenCalled();
  },
};
