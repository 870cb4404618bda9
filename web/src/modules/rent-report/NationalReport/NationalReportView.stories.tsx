import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFrench } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';
import { nationalReport } from '../../../testing/fixtures/rent-report';
import { NationalReportView } from './NationalReportView';

const meta = {
  title: 'RentReport/NationalReport',
  component: NationalReportView,
  args: { state: { status: 'ready', data: nationalReport }, onRetry: fn() },
} satisfies Meta<typeof NationalReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by province (by name), each city a link to its page, the changes as whole percents, a dash without a sample. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rent report' })).toBeVisible();
    await expect(canvas.getByText('Updated Nov 28, 2026')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Median asking rent by city and bedrooms' });
    const provinces = within(table).getAllByRole('rowheader').filter((cell) => cell.getAttribute('scope') === 'rowgroup');
    await expect(provinces.map((cell) => cell.textContent)).toEqual(['Alberta', 'British Columbia', 'Nova Scotia', 'Ontario', 'Quebec']);
    await expect(within(table).getByRole('link', { name: 'Montréal' })).toHaveAttribute('href', '/rent-report/qc/montreal');
    await expect(within(table).getByRole('link', { name: 'Toronto' })).toHaveAttribute('href', '/rent-report/on/toronto');
    const toronto2 = within(table).getAllByRole('row').find((row) => row.textContent?.includes('$2,850'))!;
    await expect([...toronto2.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['2 bedrooms', '$2,850', '214', '-1%', '-6%']);
    await expect(within(table).getAllByTitle('Not enough listings then').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { level: 2, name: 'How it is computed' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status', { name: 'Loading the rent report' })).toBeVisible(),
};

export const Empty: Story = {
  args: { state: { status: 'empty' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('heading', { name: 'No city has enough listings yet' })).toBeVisible(),
};

export const Error: Story = {
  args: { state: { status: 'error', message: 'The rent report could not be loaded. Please try again.' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * On a phone the table is wider than the window: it scrolls inside its own region (which takes focus, so the arrow
 * keys scroll it), and the page itself never scrolls sideways.
 */
const tableScrollsInItsRegion: Story['play'] = async ({ canvasElement }) => {
  const region = canvasElement.querySelector<HTMLElement>('[role="region"][tabindex="0"]')!;
  await expect(getComputedStyle(region).overflowX).toBe('auto');
  await expect(region.scrollWidth, 'the table is wider than its region').toBeGreaterThan(region.clientWidth);
  await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  await expect(document.documentElement.scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(window.innerWidth);
  await expect(region.tabIndex).toBe(0);
  await expectFitsWindow(canvasElement);
};
export const Phone320: Story = { ...atPhoneWidth(320), play: tableScrollsInItsRegion };
export const Phone390: Story = { ...atPhoneWidth(390), play: tableScrollsInItsRegion };

export const ReadyFrench: Story = {
  ...inFrench(Ready),
  play: async (context) => {
    await inFrench(Ready).play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rapport sur les loyers' })).toBeVisible();
    const table = canvas.getByRole('table');
    const provinces = within(table).getAllByRole('rowheader').filter((cell) => cell.getAttribute('scope') === 'rowgroup');
    await expect(provinces.map((cell) => cell.textContent)).toEqual(['Alberta', 'Colombie-Britannique', 'Nouvelle-Écosse', 'Ontario', 'Québec']);
    await expect(within(table).getByText('2 850 $')).toBeVisible();
  },
};
export const LoadingFrench: Story = inFrench(Loading);
export const EmptyFrench: Story = inFrench(Empty);
export const ErrorFrench: Story = inFrench({ args: { state: { status: 'error', message: 'Le rapport sur les loyers n’a pas pu être chargé. Veuillez réessayer.' } } });
export const Phone320French: Story = {
  ...inFrench(Phone320),
  play: async (context) => {
    await inFrench(Phone320).play(context);
    await tableScrollsInItsRegion!(context);
  },
};
