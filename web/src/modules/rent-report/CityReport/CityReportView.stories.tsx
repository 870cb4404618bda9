import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFrench } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';
import { REPORT_GENERATED_AT, nationalRows } from '../../../testing/fixtures/rent-report';
import { cityReport } from '../rent-report';
import { CityReportView } from './CityReportView';

const toronto = cityReport(nationalRows, 'ON', 'toronto')!;
const halifax = cityReport(nationalRows, 'NS', 'halifax')!;

const meta = {
  title: 'RentReport/CityReport',
  component: CityReportView,
  args: { state: { status: 'ready', data: { report: toronto, generatedAt: REPORT_GENERATED_AT } }, onRetry: fn() },
} satisfies Meta<typeof CityReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two charts (by bedrooms, by property type per bedroom count), each with a table of the same numbers. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rents in Toronto, Ontario' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All cities' })).toHaveAttribute('href', '/rent-report');
    await expect(canvas.getByRole('figure', { name: 'Median rent by bedrooms, all property types' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Median rent by property type: 2 bedrooms' })).toBeVisible();
    const bedrooms = canvas.getByRole('table', { name: 'Median rent by bedrooms in Toronto' });
    await expect(within(bedrooms).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Studio', '1 bedroom', '2 bedrooms', '3 bedrooms']);
    const types = canvas.getByRole('table', { name: 'Median rent by property type in Toronto' });
    await expect(within(types).getByText('$3,050')).toBeVisible();
    // The bars are as long as their medians (the longest the whole track).
    const bars = [...canvas.getByRole('figure', { name: 'Median rent by bedrooms, all property types' }).querySelectorAll('rect')];
    const widths = bars.map((bar) => Number(bar.getAttribute('width')));
    await expect(widths[3]! / widths[1]!).toBeCloseTo(3600 / 2300, 2);
  },
};

/** A city with no property type of enough listings: the charts of types are left out, in words. */
export const NoTypes: Story = {
  args: { state: { status: 'ready', data: { report: halifax, generatedAt: REPORT_GENERATED_AT } } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('No property type has enough listings in Halifax yet.')).toBeVisible(),
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status', { name: 'Loading the rent report' })).toBeVisible(),
};

/** No row for the address's city (too few listings, or no such city): the page says so and links to all cities. */
export const NotFound: Story = {
  args: { state: { status: 'notFound' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'No rent report for this city yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all cities' })).toHaveAttribute('href', '/rent-report');
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: 'The rent report could not be loaded. Please try again.' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a phone: the charts fit, the tables scroll inside their own regions, the page never sideways. */
const fitsPhone: Story['play'] = async ({ canvasElement }) => {
  for (const region of canvasElement.querySelectorAll<HTMLElement>('[role="region"][tabindex="0"]')) {
    await expect(getComputedStyle(region).overflowX).toBe('auto');
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  }
  await expect(document.documentElement.scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(window.innerWidth);
  await expectFitsWindow(canvasElement);
};
export const Phone320: Story = { ...atPhoneWidth(320), play: fitsPhone };
export const Phone390: Story = { ...atPhoneWidth(390), play: fitsPhone };

export const ReadyFrench: Story = {
  ...inFrench(Ready),
  play: async (context) => {
    await inFrench(Ready).play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Loyers à Toronto, Ontario' })).toBeVisible();
    await expect(canvas.getAllByText('3 050 $').length).toBeGreaterThan(0);
  },
};
export const NoTypesFrench: Story = inFrench(NoTypes);
export const LoadingFrench: Story = inFrench(Loading);
export const NotFoundFrench: Story = inFrench(NotFound);
export const ErrorFrench: Story = inFrench({ args: { state: { status: 'error', message: 'Le rapport sur les loyers n’a pas pu être chargé. Veuillez réessayer.' } } });
export const Phone320French: Story = {
  ...inFrench(Phone320),
  play: async (context) => {
    await inFrench(Phone320).play(context);
    await fitsPhone!(context);
  },
};
