import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, CountBadge, VerifiedBadge, roleTone, type BadgeTone } from './Badge';

const meta = { title: 'Data display/Badge', component: Badge, args: { status: 'pending' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Status: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {['approved', 'rented', 'pending', 'rejected', 'draft'].map((s) => <Badge key={s} status={s} />)}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Approved').className).toBe(canvas.getByText('Rented').className);
    await expect(canvas.getByText('Pending')).toBeVisible(); // sentence case, not CSS capitalize
  },
};
export const Roles: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {['admin', 'landlord', 'tenant'].map((r) => <Badge key={r} tone={roleTone(r)}>{r}</Badge>)}
    </div>
  ),
};
export const Count: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <CountBadge count={3} label="3 unread notifications" tone="destructive" />
      <CountBadge count={12} />
      <CountBadge count={240} />
    </div>
  ),
};
export const Labels: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="destructive">New</Badge>
      <Badge tone="brand">Saved</Badge>
      <VerifiedBadge />
      <Badge tone="success">Active</Badge>
      <Badge tone="secondary">Hidden</Badge>
    </div>
  ),
};

const tones: BadgeTone[] = ['success', 'warning', 'danger', 'neutral', 'info', 'brand', 'default', 'destructive', 'secondary'];
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 12, alignItems: 'center' }}>
      {tones.map((t) => (
        <div key={t} style={{ display: 'contents' }}>
          <code style={{ fontSize: 12 }}>{t}</code>
          <Badge tone={t}>{t}</Badge>
          <CountBadge tone={t} count={7} />
        </div>
      ))}
    </div>
  ),
};
