import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mapListings } from '../../testing/fixtures/properties';
import { inFrench } from '../../testing/french';
import { ListingsMapSlot, MapUnavailable, PinMapSlot } from './LazyMaps';

/** The map where this browser draws WebGL (the offline basemap), else the note that stands in for it. */
async function mapOrNote(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  let found: HTMLElement | null = null;
  await waitFor(
    () => {
      found = canvas.queryByRole('region', { name }) ?? canvas.queryByRole('note');
      expect(found).toBeTruthy();
    },
    { timeout: 8_000 },
  );
  return found!.getAttribute('role') === 'region';
}

const meta = {
  title: 'Map/Maps',
  component: ListingsMapSlot,
  decorators: [(Story) => <div style={{ height: 420, maxWidth: 720 }}>{Story()}</div>],
  args: {
    listings: mapListings,
    label: 'Map of the listings',
    box: null,
    highlightedId: 47,
    onSearchArea: fn(),
    renderCard: (id: number) => <a href={`/property/${id}`}>{mapListings.find((listing) => listing.id === id)?.title}</a>,
  },
} satisfies Meta<typeof ListingsMapSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clusters and prices are buttons; choosing a price opens its card, Escape closes it. */
export const Listings: Story = {
  play: async ({ canvasElement }) => {
    if (!(await mapOrNote(canvasElement, 'Map of the listings'))) return;
    const canvas = within(canvasElement);
    const price = await canvas.findByRole('button', { name: /Attached house in Halifax/ }, { timeout: 8_000 });
    await expect(price).toHaveAttribute('data-highlighted', 'true');
    await expect(await canvas.findByRole('button', { name: /listings here: zoom in/ })).toBeInTheDocument();
    await userEvent.click(price);
    const card = await canvas.findByRole('dialog', { name: 'Chosen listing' });
    await expect(within(card).getByRole('link', { name: 'Attached house in Halifax' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
/** The hovered card's listing is inside a cluster: the cluster stands out, and stops when the card is left. */
export const HighlightedInCluster: Story = {
  args: { highlightedId: 902 },
  play: async ({ canvasElement }) => {
    if (!(await mapOrNote(canvasElement, 'Map of the listings'))) return;
    const canvas = within(canvasElement);
    const cluster = await canvas.findByRole('button', { name: /listings here: zoom in/ }, { timeout: 8_000 });
    await waitFor(() => expect(cluster).toHaveAttribute('data-highlighted', 'true'));
    await expect(await canvas.findByRole('button', { name: /Attached house in Halifax/ })).toHaveAttribute('data-highlighted', 'false');
  },
};
export const HighlightedInClusterInFrench: Story = {
  ...inFrench({}),
  args: { label: 'Carte des annonces', highlightedId: 902 },
  play: async (context) => {
    if (!(await mapOrNote(context.canvasElement, 'Carte des annonces'))) return;
    const cluster = await within(context.canvasElement).findByRole('button', { name: /annonces ici/ }, { timeout: 8_000 });
    await waitFor(() => expect(cluster).toHaveAttribute('data-highlighted', 'true'));
    await inFrench({}).play(context);
  },
};
export const ListingsInFrench: Story = {
  ...inFrench({}),
  args: { label: 'Carte des annonces' },
  play: async (context) => {
    await mapOrNote(context.canvasElement, 'Carte des annonces');
    await inFrench({}).play(context);
  },
};

/** No WebGL: a note says the list and the address hold everything the map would show. */
export const Unavailable: StoryObj = {
  render: () => <MapUnavailable />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('The map cannot be shown in this browser');
  },
};
export const UnavailableInFrench: StoryObj = { ...inFrench({}), render: () => <MapUnavailable /> };

/** The listing forms' pin: a button that moves with the arrow keys. */
export const MovablePin: StoryObj = {
  render: () => <PinMapSlot point={{ latitude: 45.5017, longitude: -73.5673 }} label="Map of the listing's location" onMove={fn()} zoom={13} />,
  play: async ({ canvasElement }) => {
    if (!(await mapOrNote(canvasElement, "Map of the listing's location"))) return;
    const pin = await within(canvasElement).findByRole('button', { name: /Map pin/ }, { timeout: 8_000 });
    pin.focus();
    await userEvent.keyboard('{ArrowUp}');
  },
};
