import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { brokenImage, photo, photos } from '../../storybook/fixtures';
import { Gallery } from './Gallery';

const images = ['Living room', 'Kitchen', 'Backyard', 'Bedroom', 'Street'].map((alt, i) => ({ src: photos[i], alt }));

const meta = {
  title: 'Marketplace/Gallery',
  component: Gallery,
  args: { images, label: 'Harbourview Condo photos' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(canvas.getByRole('img', { name: 'Kitchen' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: /Photo 4 of 5/ }));
    await expect(canvas.getByRole('img', { name: 'Bedroom' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
    await expect(canvas.getByText('3 / 5')).toBeInTheDocument();
  },
};
export const SinglePhoto: Story = { args: { images: images.slice(0, 1) } };
export const BrokenImages: Story = { args: { images: [{ src: brokenImage, alt: 'Front' }, images[1]], fallbackSrc: photo(30, 'Stock photo') } };
export const NoPhotos: Story = { args: { images: [] } };
export const Catalog: Story = Default;
