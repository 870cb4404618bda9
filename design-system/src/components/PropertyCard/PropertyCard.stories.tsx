import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { HeartIcon, ShareIcon } from '../../icons/Icons';
import { brokenImage, photo, photos } from '../../storybook/fixtures';
import { onAPhone } from '../../storybook/phone';
import { Badge, VerifiedBadge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { ButtonLink } from '../Link/Link';
import { Card } from '../Card/Card';
import { PropertyCard, PropertyFacts, propertyCardActionClassName } from './PropertyCard';

const actions = (
  <>
    <Button variant="icon" size="sm" aria-label="Save property" className={propertyCardActionClassName}><HeartIcon /></Button>
    <Button variant="icon" size="sm" aria-label="Share property" className={propertyCardActionClassName}><ShareIcon /></Button>
  </>
);

const meta = {
  title: 'Marketplace/PropertyCard',
  component: PropertyCard,
  args: {
    title: 'Bright 2-bedroom condo near High Park',
    description: 'Sun-filled corner unit with an open kitchen, in-suite laundry and a balcony facing the park. Steps from the subway, shops and cafés on Bloor Street.',
    location: '1820 Bloor St W, Toronto',
    imageSrc: photos[0],
    monthlyRent: 2450,
    badges: <><Badge status="approved" /><VerifiedBadge /></>,
    actions,
    facts: <PropertyFacts bedrooms={2} bathrooms={1.5} sqft={850} />,
    footer: <ButtonLink href="/property/42" fullWidth>View Details</ButtonLink>,
  },
  // Single cards at card width; the catalog shows the full grid.
  decorators: [(Story, ctx) => (['Catalog', 'On A Phone'].includes(ctx.name) ? <Story /> : <div style={{ maxWidth: 360 }}><Story /></div>)],
} satisfies Meta<typeof PropertyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$2,450')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Bright 2-bedroom');
  },
};
export const Booked: Story = {
  args: {
    badges: <Badge status="rented" />,
    children: (
      <Card padding="sm" style={{ background: 'transparent' }}>
        <strong style={{ fontSize: 14 }}>Booked</strong>
        <div style={{ fontSize: 14 }}>Jane Doe · Mar 1, 2025 – Feb 28, 2026</div>
      </Card>
    ),
    footer: <Button fullWidth isDisabled>Currently Booked</Button>,
  },
};
export const BrokenImage: Story = {
  args: { imageSrc: brokenImage, fallbackImageSrc: photo(35, 'Stock photo') },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: /Bright 2-bedroom/ })).toHaveAttribute('src', photo(35, 'Stock photo')));
  },
};
export const LongText: Story = {
  args: {
    title: 'An extremely long listing title that keeps going and going well past the edge of the card',
    description: 'Line one of a long description. '.repeat(12),
  },
};
/** A 320 px phone and words longer than it is wide: the title ellipsises, the rest wraps, nothing sticks out. */
export const OnAPhone: Story = {
  args: {
    title: `Listing 1: ${'Supercalifragilistic'.repeat(4)} penthouse`,
    location: `1000013 ${'Boulevard'.repeat(8)}, Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch`,
    description: `${'Panoramicwaterfront'.repeat(5)} views from every room.`,
  },
  ...onAPhone(async (canvas) => {
    await expect(canvas.getByRole('button', { name: 'Share property' })).toBeVisible();
  }),
};
export const Pending: Story = { args: { badges: <Badge status="pending" />, facts: <PropertyFacts bedrooms={0} bathrooms={1} /> } };

/** The marketplace grid: 1 column small, 2 medium, 3 large (docs/product.md#home). */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
      <PropertyCard {...args} />
      <PropertyCard {...args} title="Detached house with garden" imageSrc={photos[2]} monthlyRent={3900} badges={<Badge status="pending" />} />
      <PropertyCard {...args} title="Basement studio" imageSrc={null} monthlyRent={1250} badges={<Badge status="rejected" />} facts={<PropertyFacts bedrooms={0} bathrooms={1} />} />
    </div>
  ),
};
