import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NavBar } from './NavBar';

const meta = {
  title: 'Shell/NavBar',
  component: NavBar,
  args: { role: null, currentPath: '/', onSignIn: fn(), onLogout: fn() },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas, args }) => {
    await canvas.getAllByRole('button', { name: 'List Property' })[0]!.click();
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};
export const Tenant: Story = {
  args: { role: 'tenant' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My Messages' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'List Property' })).toBeNull();
  },
};
export const Landlord: Story = {
  args: { role: 'landlord', currentPath: '/dashboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'List Property' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'My Messages' })).toBeNull();
  },
};
export const Admin: Story = {
  args: { role: 'admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Admin' })).toBeInTheDocument();
  },
};
export const MobileCollapsed: Story = {
  args: { role: 'landlord' },
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
