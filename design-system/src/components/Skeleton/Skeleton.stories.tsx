import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonCard, SkeletonGrid } from './Skeleton';

const meta = { title: 'Feedback/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  render: () => (
    <div role="status" aria-label="Loading profile" style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <Skeleton width="60%" height={20} />
      <Skeleton />
      <Skeleton width="80%" />
      <Skeleton width={64} height={64} radius="50%" />
    </div>
  ),
};
export const Card: Story = { render: () => <div style={{ maxWidth: 340 }}><SkeletonCard /></div> };
/** Home page loading state: six placeholder cards (docs/product.md#home). */
export const Grid: Story = {
  render: () => <SkeletonGrid count={6} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading properties' })).toBeInTheDocument();
  },
};
export const Catalog: Story = { render: () => <SkeletonGrid count={3} label="Loading" /> };
