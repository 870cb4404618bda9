import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mapListings } from '../../testing/fixtures/properties';
import { inFrench } from '../../testing/french';
import { atPhoneWidth } from '../../testing/phone-viewport';
import { ListingsMapSlot, MapUnavailable, PinMapSlot } from './LazyMaps';
import type { BoundingBox, MapListing } from './map.model';
import { useMapLibre } from './useMapLibre';
import { canDrawMaps } from './webgl';

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
    const price = await canvas.findByRole('button', { name: /Attached house in Halifax/ }, { timeout: 30_000 });
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

/** 200 listings in Toronto, 10 of them in one building (deterministic: a seeded scatter). */
const TOWER: [number, number] = [43.6453, -79.3806];
const denseToronto: MapListing[] = (() => {
  let seed = 11;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: 200 }, (_, i) => {
    const [latitude, longitude] = i < 10 ? TOWER : [43.6 + random() * 0.18, -79.55 + random() * 0.35];
    const neighbourhood = i < 10 ? 'Financial District' : ['Leslieville', 'The Annex', 'Liberty Village', 'Roncesvalles'][i % 4]!;
    return { id: 1000 + i, title: `Toronto home ${i + 1}`, monthlyRent: 1500 + ((i * 37) % 30) * 50, latitude, longitude, neighbourhood };
  });
})();
const GREATER_TORONTO: BoundingBox = { west: -79.56, south: 43.59, east: -79.19, north: 43.79 };
const DOWNTOWN: BoundingBox = { west: -79.43, south: 43.63, east: -79.36, north: 43.67 };
const TOWER_BLOCK: BoundingBox = { west: -79.3836, south: 43.6438, east: -79.3776, north: 43.6468 };

const visible = (element: Element) => (element as HTMLElement).style.display !== 'none';
/** The listings' markers drawn on the map (prices and counts), with their boxes on screen. */
function drawnMarkers(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLButtonElement>('button[data-listing-id], button[data-members]')].filter(visible);
}
async function expectNoOverlap(root: HTMLElement) {
  await waitFor(
    () => {
      const boxes = drawnMarkers(root).map((marker) => marker.getBoundingClientRect());
      expect(boxes.length).toBeGreaterThan(0);
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
    },
    { timeout: 8_000 },
  );
}
const dense = (box: BoundingBox): Partial<Story> => ({
  ...atPhoneWidth(390),
  decorators: [(Story) => <div style={{ height: 600, width: 390 }}>{Story()}</div>],
  args: { listings: denseToronto, box, highlightedId: null },
  play: async ({ canvasElement }) => {
    if (!(await mapOrNote(canvasElement, 'Map of the listings'))) return;
    await expectNoOverlap(canvasElement);
    // Every marker is a named button: the prices name their listing, the counts say what they do.
    for (const marker of drawnMarkers(canvasElement)) await expect(marker).toHaveAccessibleName(/Toronto home|listings here/);
  },
});

/** 200 listings at 390 px: prices that would overlap fold into counts, at every zoom. */
export const DenseWholeCity: Story = dense(GREATER_TORONTO);
export const DenseDowntown: Story = dense(DOWNTOWN);
/** Ten listings in one building: one count, which no zoom could split, opens their list. */
export const DenseOneBuilding: Story = {
  ...dense(TOWER_BLOCK),
  play: async (context) => {
    await dense(TOWER_BLOCK).play!(context);
    const canvas = within(context.canvasElement);
    const count = await canvas.findByRole('button', { name: '10 listings here: show them' });
    await userEvent.click(count);
    const list = await canvas.findByRole('dialog', { name: 'Listings at this place' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
export const DenseOneBuildingInFrench: Story = {
  ...inFrench(dense(TOWER_BLOCK)),
  args: { ...dense(TOWER_BLOCK).args, label: 'Carte des annonces' },
  play: async (context) => {
    if (!(await mapOrNote(context.canvasElement, 'Carte des annonces'))) return;
    await within(context.canvasElement).findByRole('button', { name: /^10 annonces ici\s:\sles afficher$/ }, { timeout: 8_000 });
    await inFrench({}).play(context);
  },
};

/** The names drawn over the offline basemap (aria-hidden text), by their place. */
const placeName = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-place="${name}"]`);
const TORONTO_CITY: BoundingBox = { west: -79.75, south: 43.45, east: -79.0, north: 43.85 };

/** At a city zoom the city is named; the names are not reachable (aria-hidden) and never catch the pointer. */
export const PlaceNames: Story = {
  args: { listings: [], box: TORONTO_CITY, highlightedId: null },
  play: async ({ canvasElement }) => {
    if (!(await mapOrNote(canvasElement, 'Map of the listings'))) return;
    await waitFor(() => expect(placeName(canvasElement, 'Toronto')).toBeVisible(), { timeout: 8_000 });
    await expect(placeName(canvasElement, 'Toronto')!.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(placeName(canvasElement, 'Mississauga')).toBeVisible();
  },
};
export const PlaceNamesInFrench: Story = {
  ...inFrench({}),
  args: { listings: [], box: TORONTO_CITY, highlightedId: null, label: 'Carte des annonces' },
  play: async (context) => {
    if (!(await mapOrNote(context.canvasElement, 'Carte des annonces'))) return;
    await waitFor(() => expect(placeName(context.canvasElement, 'Toronto')).toBeVisible(), { timeout: 8_000 });
    await inFrench({}).play(context);
  },
};
/** A listing where the name would be: the marker wins, the name is not drawn. */
export const PlaceNameUnderAMarker: Story = {
  args: { listings: [{ id: 1, title: 'Condo at Toronto City Hall', monthlyRent: 2400, latitude: 43.6532, longitude: -79.3832 }], box: TORONTO_CITY, highlightedId: null },
  play: async ({ canvasElement }) => {
    if (!(await mapOrNote(canvasElement, 'Map of the listings'))) return;
    await within(canvasElement).findByRole('button', { name: /Condo at Toronto City Hall/ }, { timeout: 8_000 });
    await waitFor(() => expect(placeName(canvasElement, 'Mississauga')).toBeVisible(), { timeout: 8_000 });
    await expect(placeName(canvasElement, 'Toronto')).not.toBeVisible();
  },
};
/**
 * Neighbourhoods of the listings are named from a city zoom, at the middle of their listings. Leslieville's two
 * listings leave its name room between their prices in any sans-serif the machine has (a wide one, DejaVu Sans,
 * overlapped the west price by a few pixels when they stood 0.03 degrees apart, and the name rightly yielded).
 */
const twoNeighbourhoods: MapListing[] = [
  { id: 1, title: 'Leslieville west', monthlyRent: 2100, latitude: 43.662, longitude: -79.365, neighbourhood: 'Leslieville' },
  { id: 2, title: 'Leslieville east', monthlyRent: 2300, latitude: 43.668, longitude: -79.322, neighbourhood: 'Leslieville' },
  { id: 3, title: 'Annex north', monthlyRent: 2600, latitude: 43.674, longitude: -79.418, neighbourhood: 'The Annex' },
  { id: 4, title: 'Annex south', monthlyRent: 2500, latitude: 43.664, longitude: -79.398, neighbourhood: 'The Annex' },
];
export const NeighbourhoodNames: Story = {
  args: { listings: twoNeighbourhoods, box: { west: -79.45, south: 43.64, east: -79.3, north: 43.69 }, highlightedId: null },
  play: async ({ canvasElement }) => {
    if (!(await mapOrNote(canvasElement, 'Map of the listings'))) return;
    await waitFor(() => expect(placeName(canvasElement, 'Leslieville')).toBeVisible(), { timeout: 8_000 });
    await expect(placeName(canvasElement, 'The Annex')).toBeVisible();
  },
};

/** What the offline basemap draws at a point once it has drawn: 'water' (the lakes layer) or 'land'. */
function WaterProbe({ lng, lat, zoom }: { lng: number; lat: number; zoom: number }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useMapLibre(container, 'Lake Ontario', { center: [lng, lat], zoom });
  const [found, setFound] = useState('');
  useEffect(() => {
    if (!map) return;
    const look = () => setFound(map.queryRenderedFeatures(map.project([lng, lat]), { layers: ['lakes', 'rivers'] }).length > 0 ? 'water' : 'land');
    map.on('idle', look);
    look();
    return () => void map.off('idle', look);
  }, [map, lng, lat]);
  return (
    <div style={{ height: 300, position: 'relative' }}>
      <div ref={container} style={{ width: '100%', height: '100%' }} />
      <output data-testid="found">{found}</output>
    </div>
  );
}
const water = (lng: number, lat: number, zoom: number, expected: 'water' | 'land'): StoryObj => ({
  render: () => (canDrawMaps() ? <WaterProbe lng={lng} lat={lat} zoom={zoom} /> : <MapUnavailable />),
  play: async ({ canvasElement }) => {
    if (!canDrawMaps()) return;
    await waitFor(() => expect(within(canvasElement).getByTestId('found')).toHaveTextContent(expected), { timeout: 10_000 });
  },
});
/** The Great Lakes are water over the land: the middle of Lake Ontario… */
export const WaterLakeOntario = water(-77.8, 43.65, 6, 'water');
/** …and the St. Lawrence at Montréal, which Natural Earth's land covers. */
export const WaterStLawrenceAtMontreal = water(-73.54, 45.5, 11, 'water');
/** A control: Toronto's downtown is land. */
export const LandDowntownToronto = water(-79.3832, 43.6532, 11, 'land');
