import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inFrench } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';
import { FairPrice } from './FairPrice';

const meta = {
  title: 'Property/PropertyDetail/FairPrice',
  component: FairPrice,
  args: { comparison: { median: 2850, sampleSize: 214, percentDiff: -12 }, city: 'Toronto', province: 'ON', bedrooms: 2 },
} satisfies Meta<typeof FairPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under the median: the sentence, then how it is computed (a native disclosure) with a link to the city's report. */
export const Below: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12% below the median of 214 similar listings in Toronto')).toBeVisible();
    await userEvent.click(canvas.getByText('How is this computed?'));
    await expect(canvas.getByText(/the same number of bedrooms \(2 bedrooms\): \$2,850 a month\. It shows only when there are at least 10 of them/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the rent report for Toronto' })).toHaveAttribute('href', '/rent-report/on/toronto');
  },
};

export const Above: Story = {
  args: { comparison: { median: 1950, sampleSize: 1204, percentDiff: 8 }, city: 'Montréal', province: 'QC', bedrooms: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('8% above the median of 1,204 similar listings in Montréal')).toBeVisible();
    await userEvent.click(canvas.getByText('How is this computed?'));
    await expect(canvas.getByRole('link', { name: 'See the rent report for Montréal' })).toHaveAttribute('href', '/rent-report/qc/montreal');
  },
};

export const AtTheMedian: Story = {
  args: { comparison: { median: 2850, sampleSize: 214, percentDiff: 0 } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('At the median of 214 similar listings in Toronto')).toBeVisible(),
};

/** Fewer than 10 similar listings (the API gives no comparison): nothing is shown. */
export const Absent: Story = {
  args: { comparison: null },
  play: async ({ canvasElement }) => expect(canvasElement.textContent).toBe(''),
};

export const BelowPhone320: Story = {
  ...atPhoneWidth(320),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('How is this computed?'));
    await expectFitsWindow(canvasElement);
  },
};

export const BelowFrench: Story = {
  ...inFrench(Below),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    // No-break spaces keep « 12 % » and « 214 annonces » together (testing-library's matcher reads them as spaces).
    await expect(canvas.getByText('12 % sous la médiane de 214 annonces semblables à Toronto').textContent).toBe('12\u00a0% sous la médiane de 214\u00a0annonces semblables à Toronto');
    await userEvent.click(canvas.getByText('Comment est-ce calculé ?'));
    await expect(canvas.getByText(/2 850 \$ par mois/)).toBeVisible();
    await inFrench(Below).play(context);
  },
};
export const AboveFrench: Story = {
  ...inFrench(Above),
  play: async (context) => {
    await expect(within(context.canvasElement).getByText('8 % au-dessus de la médiane de 1 204 annonces semblables à Montréal')).toBeVisible();
    await inFrench(Above).play(context);
  },
};
export const AtTheMedianFrench: Story = {
  ...inFrench(AtTheMedian),
  play: async (context) => {
    await expect(within(context.canvasElement).getByText('À la médiane de 214 annonces semblables à Toronto')).toBeVisible();
    await inFrench(AtTheMedian).play(context);
  },
};
export const AbsentFrench: Story = { ...Absent, globals: { locale: 'fr-CA' } };
