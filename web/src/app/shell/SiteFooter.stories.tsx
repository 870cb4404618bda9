import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteFooter } from './SiteFooter';
import { inFrench } from '../../testing/french';

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  args: { role: null },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Visitors, tenants and landlords: Dashboard. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
  },
};
/** An admin's dashboard is the Admin Panel: the footer links there, not to /dashboard (which refuses admins). */
export const Admin: Story = {
  args: { role: 'admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  },
};
export const AdminFrench: Story = {
  ...inFrench(Admin),
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvas.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin');
  },
};
