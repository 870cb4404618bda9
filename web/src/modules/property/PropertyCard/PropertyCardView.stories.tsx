import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { cardProperty } from '../../../testing/fixtures/properties';
import { PropertyCardView } from './PropertyCardView';
import { inFrench } from '../../../testing/french';
import { atPhone } from '../../../testing/phone';

const meta = {
  title: 'Property/PropertyCard',
  component: PropertyCardView,
  args: { property: cardProperty(), booking: null, saved: false, onToggleSave: fn(), onShare: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 380, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof PropertyCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('$2,450')).toBeInTheDocument();
    // A visitor's card carries no review badge ('approved' tells a renter nothing) and no 'IPFS Verified' (the detail
    // page says it where the documents are).
    await expect(canvas.queryByText(/^approved$/i)).toBeNull();
    await expect(canvas.queryByText('IPFS Verified')).toBeNull();
    await expect(canvas.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/property/42');
    await canvas.getByRole('button', { name: /^Save / }).click();
    await expect(args.onToggleSave).toHaveBeenCalled();
  },
};
export const Saved: Story = { args: { saved: true } };
export const Booked: Story = {
  args: { booking: { tenantName: 'Jane Doe', startDate: '2026-01-01', endDate: '2026-12-31' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Currently Booked' })).toBeDisabled();
    await expect(canvas.getByText('Jan 1, 2026 – Dec 31, 2026')).toBeInTheDocument();
  },
};
export const BookedPendingTenant: Story = {
  args: { booking: { tenantName: '', startDate: null, endDate: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeInTheDocument();
  },
};
/** The owner named the neighbourhood: the card's place line reads street, neighbourhood, city. */
export const WithNeighbourhood: Story = {
  args: { property: cardProperty({ address: '3400 Rue Saint-Denis', neighbourhood: 'Plateau-Mont-Royal', city: 'Montréal' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3400 Rue Saint-Denis, Plateau-Mont-Royal, Montréal')).toBeInTheDocument();
  },
};
export const NoImage: Story = { args: { property: cardProperty({ images: [] }) } };
export const PendingReview: Story = { args: { property: cardProperty({ status: 'pending', bedrooms: 0 }) } };
export const LongText: Story = {
  args: {
    property: cardProperty({
      title: 'An extremely long listing title that keeps going and going well past the edge of the card',
      description: 'A long description line. '.repeat(20),
    }),
  },
};

/** The rent went down within 30 days (docs/product.md#price-history): a 'Price dropped' badge on the photo. */
export const PriceDropped: Story = {
  args: { property: cardProperty({ previousRent: 2650 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price dropped')).toBeInTheDocument();
    await expect(canvas.getByText('$2,450')).toBeInTheDocument();
  },
};
/** The badge at the narrowest phone, beside Save and Share. */
export const PriceDroppedPhone: Story = { ...PriceDropped, ...atPhone(320) };

export const AvailableFrench: Story = inFrench({});
export const PriceDroppedFrench: Story = {
  ...inFrench(PriceDropped),
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvas.getByText('Baisse de prix')).toBeInTheDocument();
  },
};
export const BookedFrench: Story = {
  ...inFrench(Booked),
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvas.getByRole('button', { name: 'Déjà loué' })).toBeDisabled();
    await expect(context.canvas.getByText('1 janv. 2026 – 31 déc. 2026')).toBeInTheDocument();
  },
};
export const PendingReviewFrench: Story = inFrench(PendingReview);
export const WithNeighbourhoodFrench: Story = inFrench(WithNeighbourhood);
