import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DashboardView } from './DashboardView';

const meta = { title: 'Screens/Dashboard/Access', component: DashboardView, args: { onSignIn: fn(), state: { status: 'loading' } } } satisfies Meta<typeof DashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const SignedOut: Story = {
  args: { state: { status: 'signedOut' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};
export const AdminDenied: Story = {
  args: { state: { status: 'denied' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByText('This dashboard is only available for landlords and tenants.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Switch Account' })).toBeVisible();
  },
};
