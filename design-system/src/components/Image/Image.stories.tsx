import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { brokenImage, photo, photos } from '../../storybook/fixtures';
import { ImageWithFallback } from './Image';

const meta = {
  title: 'Data display/ImageWithFallback',
  component: ImageWithFallback,
  args: { alt: 'Maple Court living room', src: photos[0] },
  decorators: [(Story) => <div style={{ width: 320, height: 240 }}><Story /></div>],
} satisfies Meta<typeof ImageWithFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const BrokenUsesFallback: Story = {
  args: { src: brokenImage, fallbackSrc: photo(30, 'Stock photo') },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img')).toHaveAttribute('src', photo(30, 'Stock photo')));
    // Showing the fallback, nothing is left to swap to.
    await expect(canvas.getByRole('img')).not.toHaveAttribute('data-fallback');
  },
};
/** A page rendered before its JavaScript swaps a failed photo through `data-fallback` (web/index.html's listener). */
export const NamesItsFallback: Story = {
  args: { fallbackSrc: photo(30, 'Stock photo') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('data-fallback', photo(30, 'Stock photo'));
  },
};
export const MissingNoFallback: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Maple Court living room' }).tagName).toBe('DIV');
  },
};
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 200px)', gap: 12, height: 150 }}>
      <ImageWithFallback src={photos[1]} alt="Loaded" />
      <ImageWithFallback src={brokenImage} fallbackSrc={photos[2]} alt="Broken, fallback" />
      <ImageWithFallback src="" alt="Missing, placeholder" />
    </div>
  ),
};
