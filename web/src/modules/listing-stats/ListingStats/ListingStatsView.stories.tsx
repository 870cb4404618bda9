import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { listingStatsFixture } from '../../../testing/fixtures/listing-stats';
import { inFrench } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';
import { ListingStatsView } from './ListingStatsView';

const month = listingStatsFixture(30);

const meta = {
  title: 'ListingStats/ListingStats',
  component: ListingStatsView,
  args: { state: { status: 'ready', data: month }, days: 30, onDaysChange: fn() },
} satisfies Meta<typeof ListingStatsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Totals, the funnel and views per day, each chart's numbers in a table; the period changes with a radio. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
    const funnel = canvas.getByRole('table', { name: 'The funnel in numbers' });
    await expect(funnel).toHaveTextContent(`Views${month.totals.views}100%`);
    await expect(canvas.getByRole('img', { name: /^Views per day from .+ to .+; the table below has each day\.$/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Numbers by day'));
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 5 + 1 + 30);
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await expect(args.onDaysChange).toHaveBeenCalledWith(7);
  },
};

/** A week: seven bars and rows. */
export const Week: Story = { args: { state: { status: 'ready', data: listingStatsFixture(7) }, days: 7 } };

/** Ninety days still fit: the bars narrow, the table scrolls inside its box. */
export const Quarter: Story = { args: { state: { status: 'ready', data: listingStatsFixture(90) }, days: 90 } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** Nothing counted yet: a new listing, or a quiet period. */
export const NoViewsYet: Story = {
  args: { state: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No views yet')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Statistics could not be loaded. Please try again.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Statistics could not be loaded. Please try again.');
  },
};

export const ReadyFrench: Story = {
  ...inFrench(Ready),
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvas.getByRole('heading', { name: 'Statistiques' })).toBeInTheDocument();
    await expect(context.canvas.getByRole('table', { name: 'L’entonnoir en chiffres' })).toHaveTextContent(/Vues\d+100 %/);
  },
};
export const LoadingFrench: Story = inFrench(Loading);
export const NoViewsYetFrench: Story = inFrench(NoViewsYet);
export const LoadErrorFrench: Story = inFrench({ args: { state: { status: 'error', message: 'Les statistiques n’ont pas pu être chargées. Veuillez réessayer.' } } });

export const Phone320: Story = {
  ...atPhoneWidth(320),
  args: { state: { status: 'ready', data: listingStatsFixture(90) }, days: 90 },
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
  },
};
export const Phone320French: Story = {
  ...inFrench({ ...atPhoneWidth(320), args: { state: { status: 'ready', data: month } } }),
  play: async (context) => {
    await inFrench({}).play(context);
    await expectFitsWindow(context.canvasElement);
  },
};
