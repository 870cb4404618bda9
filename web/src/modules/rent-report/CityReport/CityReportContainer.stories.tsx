import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { StoryProviders } from '../../../testing/decorators';
import { REPORT_GENERATED_AT, nationalRows } from '../../../testing/fixtures/rent-report';
import { RentReportDocument } from '../RentReport.generated';
import CityReportContainer from './CityReportContainer';

const quebecRows = nationalRows.filter((row) => row.province === 'QC').map((row) => ({ __typename: 'RentReportRow' as const, ...row }));
const mocks = [
  {
    request: { query: RentReportDocument, variables: { province: 'QC' } },
    result: { data: { rentReport: { __typename: 'RentReport', generatedAt: REPORT_GENERATED_AT, rows: quebecRows } } },
  },
];

/** The container at an address: it asks for the province's rows and finds the city by its slug. */
const meta = {
  title: 'RentReport/CityReportPage',
  component: CityReportContainer,
  tags: ['!autodocs'],
  parameters: { path: '/rent-report/qc/montreal' },
  render: (_, { parameters }) => (
    <StoryProviders mocks={mocks}>
      <Routes location={parameters.path as string}>
        <Route path="rent-report/:province/:city" element={<CityReportContainer />} />
      </Routes>
    </StoryProviders>
  ),
} satisfies Meta<typeof CityReportContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'montreal' finds Montréal among Quebec's rows; the tab's title and the page's description name it. */
export const BySlug: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rents in Montréal, Quebec' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Rents in Montréal, Quebec · Hearth'));
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description) await expect(description.content).toMatch(/^The median asking rent in Montréal, Quebec by number of bedrooms/);
  },
};

/** Upper case in the address reads the same page. */
export const AnyCase: Story = {
  parameters: { path: '/rent-report/QC/Montreal' },
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Rents in Montréal, Quebec' })).toBeVisible(),
};

/** A city the province's report does not hold: the tab is titled as the page says, not 'Rent report'. */
export const UnknownCity: Story = {
  parameters: { path: '/rent-report/qc/gaspe' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'No rent report for this city yet' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('No rent report for this city yet · Hearth'));
  },
};

/** No such province: Not Found at once, nothing asked of the server. */
export const UnknownProvince: Story = {
  parameters: { path: '/rent-report/xx/montreal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'No rent report for this city yet' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('No rent report for this city yet · Hearth'));
  },
};
