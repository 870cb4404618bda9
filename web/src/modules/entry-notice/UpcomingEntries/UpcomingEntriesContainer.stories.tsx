import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryProviders } from '../../../testing/decorators';
import { upcomingEntries } from '../../../testing/fixtures/entry-notices';
import { MyUpcomingEntriesDocument } from '../EntryNotice.generated';
import UpcomingEntriesContainer from './UpcomingEntriesContainer';

const mocks = [
  {
    request: { query: MyUpcomingEntriesDocument },
    result: { data: { myUpcomingEntries: upcomingEntries.map((entry) => ({ __typename: 'EntryNotice' as const, ...entry, propertyTitle: entry.propertyTitle ?? null })) } },
  },
];

/** The Home tab's section with its query: it splits the entries at the app's clock (lib/clock.ts), never the browser's. */
const meta = {
  title: 'Entry notice/Upcoming entries (container)',
  component: UpcomingEntriesContainer,
  tags: ['!autodocs'],
  // During the Maple Flat entry (Dec 3, 10:00–12:00 in Toronto), after the Kitsilano one (Dec 2).
  parameters: { now: '2026-12-03T16:00:00Z' },
  render: () => (
    <StoryProviders mocks={mocks}>
      <UpcomingEntriesContainer />
    </StoryProviders>
  ),
} satisfies Meta<typeof UpcomingEntriesContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The entry under way is not past; the one over is, by the story's clock whatever day the test runs. */
export const AtTheAppsClock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const over = (await canvas.findByRole('heading', { name: 'Garden suite in Kitsilano' })).parentElement!;
    await expect(within(over).getByText('Past')).toBeVisible();
    const underWay = canvas.getByRole('heading', { name: 'Maple Flat' }).parentElement!;
    await expect(within(underWay).queryByText('Past')).toBeNull();
  },
};
