import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mapListings, marketplace } from '../../testing/fixtures/properties';
import { ListingsMapSlot } from '../map';
import type { PlaceOption } from './CityComboBox';
import { HomeView } from './HomeView';
import { EMPTY_FILTERS } from './home-filters';
import { expectNoEnglish, inFrench } from '../../testing/french';
import { dialogSettled, expectNoTextCut } from '../../testing/phone';

const placeSuggestions: PlaceOption[] = [
  { kind: 'city', name: 'Montréal', city: 'Montréal', province: 'QC', listings: 1240 },
  { kind: 'neighbourhood', name: 'Plateau-Mont-Royal', city: 'Montréal', province: 'QC', listings: 312 },
];
const cards = marketplace.map((property) => ({ property, booking: property.currentLease ?? null, saved: property.isSaved }));

const meta = {
  title: 'Home/HomeView',
  component: HomeView,
  args: {
    filters: EMPTY_FILTERS,
    onSearch: fn(),
    suggestPlaces: fn(async () => placeSuggestions),
    sort: 'newest',
    onSortChange: fn(),
    list: { status: 'ready', data: { cards, totalCount: 42, hasMore: true, loadingMore: false } },
    onRetry: fn(),
    onLoadMore: fn(),
    onToggleSave: fn(),
    onShare: fn(),
    onSaveSearch: fn(),
    map: {
      view: 'list',
      onViewChange: fn(),
      wide: false,
      pane: <ListingsMapSlot listings={mapListings} label="Map of the listings" box={null} highlightedId={null} onSearchArea={fn()} renderCard={() => null} />,
    },
    onHighlight: fn(),
  },
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    for (const booked of canvas.getAllByRole('button', { name: 'Currently Booked' })) await expect(booked).toBeDisabled();
    await canvas.getByRole('button', { name: 'Load more' }).click();
    await expect(args.onLoadMore).toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
  },
};
/** The count of every matching listing (not just this page) and the order, which applies at once. */
export const CountAndSort: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('42 properties');
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('newest');
    await userEvent.selectOptions(sort, 'Price: low to high');
    await expect(args.onSortChange).toHaveBeenCalledWith('price_asc');
  },
};
/** "Save this search" beside the results (the page opens the dialog, or sign-in for a visitor). */
export const SaveSearchContainer: Story = {
  args: { filters: { ...EMPTY_FILTERS, city: 'Montréal', bedrooms: '2' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save this search' }));
    await expect(args.onSaveSearch).toHaveBeenCalled();
  },
};
export const OneResult: Story = {
  args: { sort: 'price_desc', list: { status: 'ready', data: { cards: cards.slice(0, 1), totalCount: 1, hasMore: false, loadingMore: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 property');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
  },
};
export const Loading: Story = {
  args: { list: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading properties' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  args: { list: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Properties Available')).toBeInTheDocument();
    await expect(canvas.getByText('Check back later for new listings or list your own property.')).toBeInTheDocument();
  },
};
const filtered = { ...EMPTY_FILTERS, city: 'Whitehorse', bedrooms: '5' };
/** Nothing matches the filters: offer to clear them rather than 'Check back later'. */
export const EmptyWithFilters: Story = {
  args: { filters: filtered, list: { status: 'empty' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No matching properties')).toBeInTheDocument();
    await expect(canvas.queryByText('No Properties Available')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onSearch).toHaveBeenCalledWith(EMPTY_FILTERS);
  },
};
export const Failed: Story = {
  args: { list: { status: 'error', message: 'Failed to fetch properties' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch properties');
  },
};
export const LoadingMore: Story = { args: { list: { status: 'ready', data: { cards, totalCount: 42, hasMore: true, loadingMore: true } } } };
export const FiltersApplied: Story = {
  args: {
    filters: { ...EMPTY_FILTERS, q: 'balcony', city: 'Toronto', propertyType: 'condo', minRent: '1500', maxRent: '3000', bedrooms: '2', petFriendly: 'true' },
    list: { status: 'ready', data: { cards: cards.slice(0, 1), totalCount: 1, hasMore: false, loadingMore: false } },
  },
};

/** The city box suggests places as one types (accents and typos forgiven by the API), with their listing counts. */
export const CitySuggestions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: 'City' }), 'mon');
    await waitFor(() => expect(args.suggestPlaces).toHaveBeenCalledWith('mon'));
    // The list opens with the answer, no further key needed.
    const listbox = await screen.findByRole('listbox');
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveAttribute('aria-expanded', 'true');
    await expect(await within(listbox).findByRole('option', { name: /Plateau-Mont-Royal, Montréal \(Quebec\) · 312 listings/ })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Montréal');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith(expect.objectContaining({ city: 'Montréal', q: 'Plateau-Mont-Royal' }));
  },
};

/** A city the page opens with (from its address) is not looked up until the box is edited: its list opens only on typing. */
export const CityFromTheAddress: Story = {
  args: { filters: { ...EMPTY_FILTERS, city: 'Toronto' } },
  play: async ({ canvas, args }) => {
    const city = await canvas.findByRole('combobox', { name: 'City' });
    await expect(city).toHaveValue('Toronto');
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the pause after which a typed text is asked for
    await expect(args.suggestPlaces).not.toHaveBeenCalled();
    await userEvent.clear(city);
    await userEvent.type(city, 'mon');
    await waitFor(() => expect(args.suggestPlaces).toHaveBeenCalledWith('mon'));
    await expect(args.suggestPlaces).not.toHaveBeenCalledWith('Toronto');
    await userEvent.keyboard('{Escape}');
  },
};

/** While the suggestions load, the list is open and says so (its options replace the note when they arrive). */
export const CitySuggestionsLoading: Story = {
  args: { suggestPlaces: fn(() => new Promise<PlaceOption[]>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: 'City' }), 'mo');
    await expect(within(await screen.findByRole('listbox')).getByText('Searching…')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** 'More filters' opens by itself when one is set, and counts them on its button. */
export const MoreFiltersOpen: Story = {
  args: { filters: { ...EMPTY_FILTERS, furnished: 'true', bathrooms: '2' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'More filters (2)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Furnished' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('42 properties');
  },
};

/** The price drop switch set (?priceDropped=true): only listings whose rent went down in the last 30 days. */
export const PriceDroppedFilter: Story = {
  args: { filters: { ...EMPTY_FILTERS, priceDropped: 'true' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'More filters (1)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Price dropped in the last 30 days' })).toBeChecked();
  },
};

/** Past 10,000 matches the API's total is an estimate: 'About …'. */
export const NationalTotal: Story = {
  args: { list: { status: 'ready', data: { cards, totalCount: 1_003_412, hasMore: true, loadingMore: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('About 1,003,000 properties');
  },
};

/** fr-CA: « 42 logements », the sort, the cards (« 2 345 $ par mois »), how it works; no English left. */
export const PopulatedFrench: Story = {
  ...inFrench({}),
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvas.getByRole('status')).toHaveTextContent('42 logements');
    await expect(context.canvas.getByRole('combobox', { name: 'Trier par' })).toBeInTheDocument();
    await expect(context.canvas.getByRole('heading', { name: 'Comment ça marche' })).toBeInTheDocument();
    await expect(context.canvas.getByRole('button', { name: 'Sauvegarder cette recherche' })).toBeInTheDocument();
    await expect(context.canvasElement.textContent).toMatch(/\d\u00a0\$ par mois/);
  },
};
export const OneResultFrench: Story = {
  ...inFrench(OneResult),
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvas.getByRole('status')).toHaveTextContent('1 logement');
  },
};
export const LoadingFrench: Story = inFrench(Loading);
export const EmptyFrench: Story = inFrench(Empty);
export const EmptyWithFiltersFrench: Story = inFrench(EmptyWithFilters);
export const FailedFrench: Story = inFrench({ args: { list: { status: 'error', message: 'Impossible de charger les logements' } } });
export const FiltersAppliedFrench: Story = inFrench(FiltersApplied);

/**
 * Phones: the List / Map switch is two real buttons; choosing Map shows the map (or its fallback) instead of the
 * grid. (The switch hides from large screens by CSS, and the test browser is one: `hidden` finds it anyway.)
 */
export const MapOnPhone: Story = {
  args: { map: { ...meta.args.map, view: 'map' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Map', hidden: true })).toHaveAttribute('aria-pressed', 'true');
    // Mounted although the screen is not wide (below 1024 px CSS then hides the grid instead).
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Map of the listings' }) ?? canvas.queryByRole('note')).toBeTruthy(), { timeout: 10_000 });
    canvas.getByRole('button', { name: 'List', hidden: true }).click();
    await expect(args.map.onViewChange).toHaveBeenCalledWith('list');
  },
};
/** Large screens: the grid and its map side by side. */
export const MapBesideList: Story = {
  args: { map: { ...meta.args.map, wide: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Properties' })).toBeVisible();
    // The map itself where the browser draws WebGL, else the note saying the list holds everything.
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Map of the listings' }) ?? canvas.queryByRole('note')).toBeTruthy(), { timeout: 10_000 });
  },
};
export const MapBesideListInFrench: Story = {
  ...inFrench({}),
  args: {
    map: {
      ...meta.args.map,
      wide: true,
      pane: <ListingsMapSlot listings={mapListings} label="Carte des annonces" box={null} highlightedId={null} onSearchArea={fn()} renderCard={() => null} />,
    },
  },
};
export const MoreFiltersOpenFrench: Story = {
  ...inFrench(MoreFiltersOpen),
  play: async (context) => {
    await expect(await context.canvas.findByRole('button', { name: 'Plus de filtres (2)' })).toBeInTheDocument();
    await inFrench({}).play(context);
  },
};
export const PriceDroppedFilterFrench: Story = {
  ...inFrench(PriceDroppedFilter),
  play: async (context) => {
    await expect(await context.canvas.findByRole('checkbox', { name: 'Baisse de prix dans les 30 derniers jours' })).toBeChecked();
    await inFrench({}).play(context);
  },
};
export const CitySuggestionsFrench: Story = {
  ...inFrench({}),
  play: async (context) => {
    await userEvent.type(await context.canvas.findByRole('combobox', { name: 'Ville' }), 'mon');
    await waitFor(() => expect(context.args.suggestPlaces).toHaveBeenCalledWith('mon'));
    const listbox = await screen.findByRole('listbox');
    await expect(await within(listbox).findByRole('option', { name: /Plateau-Mont-Royal, Montréal \(Québec\) · 312 annonces/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};
export const CitySuggestionsLoadingFrench: Story = {
  ...inFrench(CitySuggestionsLoading),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Ville' }), 'mo');
    await expect(within(await screen.findByRole('listbox')).getByText('Recherche…')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
export const NationalTotalFrench: Story = {
  ...inFrench(NationalTotal),
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(/Environ 1\s003\s000 logements/);
    await inFrench({}).play(context);
  },
};

/** The phones the first-screen stories run at: a common one (390 × 844) and the smallest (320 × 568). */
const PHONES = {
  phone390: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  phone320: { name: 'Phone 320 × 568', styles: { width: '320px', height: '568px' }, type: 'mobile' },
} as const;
const onPhone = (value: keyof typeof PHONES) => ({ globals: { viewport: { value, isRotated: false } }, parameters: { viewport: { options: PHONES } } });
/** The app's sticky bar (64 px) sits above the page; the story draws the page alone. */
const NAV_BAR_HEIGHT = 64;

/** The phone's bar has loaded (the stand-in before it is a plain form with the same 'Filters'). */
const compactBar = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).getByRole('button', { name: /^(Filters|Filtres)/ })).toHaveAttribute('aria-haspopup', 'dialog'));

/** Where the first card starts on the page, counting the app's bar above it. */
function firstCardTop(canvasElement: HTMLElement): number {
  const card = within(canvasElement).getByRole('list', { name: /^(Properties|Logements)$/ }).querySelector('li')!;
  return card.getBoundingClientRect().top + window.scrollY + NAV_BAR_HEIGHT;
}

/** Every control shown is at least 44 × 44 px (a checkbox by its label), and nothing scrolls sideways. */
async function expectPhoneTargets(root: HTMLElement) {
  const small = [...root.querySelectorAll<HTMLElement>('a[href], button, input, select, summary, [role="button"]')]
    // react-aria's native stand-ins for assistive technology (a select's hidden <select>) are no target.
    .filter((element) => element.checkVisibility() && !element.closest('[aria-hidden="true"]'))
    .map((element) => ({ element, target: element.matches('input[type="checkbox"]') ? element.closest('label')! : element }))
    .map(({ element, target }) => ({ element, box: target.getBoundingClientRect() }))
    .filter(({ box }) => Math.round(box.width) < 44 || Math.round(box.height) < 44)
    .map(({ element, box }) => `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`);
  await expect(small, 'tap targets under 44 × 44 px').toEqual([]);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * A phone's first screen (docs/product.md#home): the title, one search field with 'Filters' and 'Search', and the
 * first result card starting within the 844 px of the screen.
 */
export const PhoneFirstScreen: Story = {
  ...onPhone('phone390'),
  play: async ({ canvas, canvasElement }) => {
    await compactBar(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'City' })).toBeNull();
    await expect(firstCardTop(canvasElement)).toBeLessThan(844);
    await expectPhoneTargets(canvasElement);
  },
};
export const PhoneFirstScreenFrench: Story = {
  ...inFrench(onPhone('phone390')),
  play: async (context) => {
    await compactBar(context.canvasElement);
    await expect(firstCardTop(context.canvasElement)).toBeLessThan(844);
    await expectPhoneTargets(context.canvasElement);
    await inFrench({}).play(context);
  },
};
/** The smallest phone: the same bar, nothing wider than the screen, every control big enough to tap. */
export const PhoneSmallest: Story = {
  ...onPhone('phone320'),
  play: async ({ canvasElement }) => {
    await compactBar(canvasElement);
    await expectPhoneTargets(canvasElement);
  },
};
export const PhoneSmallestFrench: Story = {
  ...inFrench(onPhone('phone320')),
  args: { filters: { ...EMPTY_FILTERS, city: 'Montréal', bedrooms: '2', bbox: '-73.7,45.4,-73.5,45.6' } },
  play: async (context) => {
    await compactBar(context.canvasElement);
    await expect(context.canvas.getByRole('button', { name: 'Filtres (2)' })).toBeVisible();
    await expectPhoneTargets(context.canvasElement);
    await inFrench({}).play(context);
  },
};

/** The phone's 'Filters' sheet: every other filter, the count of those set on its button, applied by 'Show results'. */
export const PhoneFiltersSheet: Story = {
  ...onPhone('phone390'),
  args: { filters: { ...EMPTY_FILTERS, city: 'Toronto', bedrooms: '2' } },
  play: async ({ canvas, canvasElement, args }) => {
    await compactBar(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (2)' }));
    // The sheet's code loads on first open.
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 10_000 });
    await expect(within(sheet).getByRole('combobox', { name: 'City' })).toHaveValue('Toronto');
    await expect(within(sheet).getByRole('checkbox', { name: 'Furnished' })).toBeInTheDocument();
    // Measured once it is shown and its opening animation is over.
    await dialogSettled(sheet);
    await expectPhoneTargets(sheet);
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Min rent ($)' }), '1500');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await expect(args.onSearch).toHaveBeenCalledWith(expect.objectContaining({ city: 'Toronto', bedrooms: '2', minRent: '1500' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
export const PhoneFiltersSheetFrench: Story = {
  ...inFrench(onPhone('phone390')),
  args: { filters: { ...EMPTY_FILTERS, furnished: 'true' } },
  play: async ({ canvasElement }) => {
    await compactBar(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filtres (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtres' }, { timeout: 10_000 });
    await expectNoEnglish(sheet);
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Voir les résultats' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * The smallest phone in French: the sheet's longest labels and values (« Tous les types », « Type de logement »)
 * fit or wrap, none cut off.
 */
export const PhoneFiltersSheetFrenchSmallest: Story = {
  ...inFrench(onPhone('phone320')),
  play: async ({ canvasElement }) => {
    await compactBar(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filtres' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtres' }, { timeout: 10_000 });
    await dialogSettled(sheet);
    await expect(within(sheet).getByRole('button', { name: /Tous les types/ })).toBeVisible();
    await expectNoTextCut(sheet);
    await expectPhoneTargets(sheet);
    await userEvent.keyboard('{Escape}');
  },
};

/** Search on a phone takes the visitor to the results: focus on their title, scrolled to the top of the screen. */
export const PhoneSearchGoesToResults: Story = {
  ...onPhone('phone390'),
  play: async ({ canvas, canvasElement, args }) => {
    await compactBar(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search' }), 'balcony');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith(expect.objectContaining({ q: 'balcony' }));
    const title = canvas.getByRole('heading', { name: 'Available properties' });
    await waitFor(() => expect(title).toHaveFocus());
  },
};

const inArea = { ...EMPTY_FILTERS, city: 'Toronto', bbox: '-79.5,43.6,-79.2,43.8' };
/** 'Search this area' shows while it filters: a chip that removes it (the same search, without the box). */
export const AreaFilterChip: Story = {
  args: { filters: inArea },
  play: async ({ canvas }) => {
    const chip = canvas.getByRole('link', { name: 'Map area: remove this filter' });
    await expect(chip).toHaveTextContent('Map area');
    await expect(chip).toHaveAttribute('href', '/?city=Toronto');
  },
};
export const AreaFilterChipFrench: Story = {
  ...inFrench({ args: { filters: inArea } }),
  play: async (context) => {
    await expect(context.canvas.getByRole('link', { name: /^Zone de la carte\s:\sretirer ce filtre$/ })).toHaveAttribute('href', '/?city=Toronto');
    await inFrench({}).play(context);
  },
};
export const AreaFilterChipOnPhone: Story = {
  ...AreaFilterChip,
  ...onPhone('phone390'),
  play: async (context) => {
    await AreaFilterChip.play!(context);
    await compactBar(context.canvasElement);
    await expect(firstCardTop(context.canvasElement)).toBeLessThan(844);
    await expectPhoneTargets(context.canvasElement);
  },
};

/** Large screens keep the whole bar: every field in it, no 'Filters' sheet. */
export const FullBarOnDesktop: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'City' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'More filters' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Filters/ })).toBeNull();
  },
};
