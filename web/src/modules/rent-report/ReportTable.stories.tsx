import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inFrench } from '../../testing/french';
import { ReportTable } from './ReportParts';

const figures = (medianRent: number, sampleSize: number, oneMonthChangePercent: number | null, oneYearChangePercent: number | null) => ({ medianRent, sampleSize, oneMonthChangePercent, oneYearChangePercent });

/** The one table of the city and national reports: leading headers (one spanning its rows), then the four figures. */
const meta = {
  title: 'RentReport/ReportTable',
  component: ReportTable,
  args: {
    id: 'story-table',
    caption: 'Median asking rent by city and bedrooms',
    leadColumns: ['City', 'Bedrooms'],
    groups: [
      {
        key: 'ON',
        label: 'Ontario',
        rows: [
          { key: 'toronto-1', lead: [{ content: 'Toronto', rowSpan: 2 }, { content: '1 bedroom', as: 'td' as const }], figures: figures(2350, 412, 1.2, -3.4) },
          { key: 'toronto-2', lead: [null, { content: '2 bedrooms', as: 'td' as const }], figures: figures(3100, 268, null, 2) },
        ],
      },
    ],
  },
} satisfies Meta<typeof ReportTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Median asking rent by city and bedrooms' }));
    await expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['City', 'Bedrooms', 'Median rent', 'Listings', '1 month', '1 year']);
    await expect(table.getByRole('rowheader', { name: 'Toronto' })).toHaveAttribute('rowspan', '2');
    await expect(table.getAllByRole('row')).toHaveLength(4);
    await expect(table.getByText('$3,100')).toBeVisible();
    await expect(table.getByTitle('Not enough listings then')).toBeVisible();
  },
};
export const GroupedFrench: Story = inFrench({ args: { ...meta.args, caption: 'Loyer demandé médian par ville et par nombre de chambres', leadColumns: ['Ville', 'Chambres'], groups: [{ ...meta.args.groups[0]!, label: 'Ontario', rows: meta.args.groups[0]!.rows.map((row) => ({ ...row, lead: row.lead.map((cell) => (cell ? { ...cell, content: cell.content === '1 bedroom' ? '1 chambre' : cell.content === '2 bedrooms' ? '2 chambres' : cell.content } : null)) })) }] } });
