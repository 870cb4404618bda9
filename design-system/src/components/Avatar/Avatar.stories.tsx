import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brokenImage, photos } from '../../storybook/fixtures';
import { Avatar } from './Avatar';

const meta = { title: 'Data display/Avatar', component: Avatar, args: { name: 'Jane Mary Doe' } } satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Jane Mary Doe' })).toHaveTextContent('JM');
  },
};
export const NoName: Story = {
  args: { name: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'User' })).toHaveTextContent('U');
  },
};
export const Photo: Story = { args: { src: photos[3] } };
export const BrokenPhoto: Story = { args: { src: brokenImage, name: 'Omar Haddad' } };
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((s) => <Avatar key={s} size={s} name="Li Wei" />)}
      <Avatar size="lg" name="Photo" src={photos[1]} />
      <Avatar size="lg" />
    </div>
  ),
};
