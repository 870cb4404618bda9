import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResetPasswordView } from './ResetPasswordView';
import { inFrench } from '../../../testing/french';

const meta = { title: 'Auth/ResetPassword', component: ResetPasswordView, args: { hasToken: true, onSubmit: fn() } } satisfies Meta<typeof ResetPasswordView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
export const TooShort: Story = { args: { fieldError: 'Password must be at least 6 characters long' } };
export const ExpiredLink: Story = { args: { error: 'This reset link is invalid or has expired. Please request a new one.' } };
export const Pending: Story = { args: { pending: true } };
export const MissingToken: Story = { args: { hasToken: false } };

export const FormFrench: Story = inFrench(Form);
export const PendingFrench: Story = inFrench(Pending);
export const MissingTokenFrench: Story = inFrench(MissingToken);
