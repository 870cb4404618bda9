import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ENTRY_NOW, upcomingEntries } from '../../../testing/fixtures/entry-notices';
import { inFrench } from '../../../testing/french';
import { atPhone } from '../../../testing/phone';
import { UpcomingEntriesView } from './UpcomingEntriesView';

const meta = {
  title: 'Entry notice/Upcoming entries (Home tab)',
  component: UpcomingEntriesView,
  args: { entries: { status: 'ready', data: upcomingEntries }, now: ENTRY_NOW },
} satisfies Meta<typeof UpcomingEntriesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each entry with its property, on the property's clock (Vancouver's for the Kitsilano suite), emergencies marked. */
export const Entries: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Maple Flat' })).toBeVisible();
    await expect(canvas.getByText('Wednesday, December 2, 2026 · 9:00 a.m. – 10:00 a.m.')).toBeVisible();
    await expect(canvas.getByText('Emergency')).toBeVisible();
  },
};
export const Empty: Story = { args: { entries: { status: 'empty' } } };
export const Loading: Story = { args: { entries: { status: 'loading' } } };
export const Error: Story = { args: { entries: { status: 'error', message: 'Failed to fetch entries' } } };
export const French: Story = inFrench({});
export const PhoneNarrow: Story = { ...atPhone(320) };
