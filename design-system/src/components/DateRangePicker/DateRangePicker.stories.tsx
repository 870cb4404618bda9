import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@internationalized/date';
import { expect, fn } from 'storybook/test';
import { openCalendar } from '../../storybook/play';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Lease period',
    minValue: parseDate('2025-03-03'),
    placeholderValue: parseDate('2025-03-01'),
    unavailableRanges: [{ start: '2025-03-10', end: '2025-03-15' }],
    onChange: fn(),
  },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BlockedDates: Story = {
  play: async ({ canvasElement }) => {
    const day = await openCalendar(canvasElement);
    await expect(day(11)).toHaveAttribute('data-unavailable', 'true');
    await expect(day(1)).toHaveAttribute('aria-disabled', 'true');
    await expect(day(20)).not.toHaveAttribute('aria-disabled');
  },
};
export const WithValue: Story = { args: { defaultValue: { start: parseDate('2025-04-01'), end: parseDate('2026-03-31') } } };
export const OpenCalendar: Story = { args: { defaultOpen: true } };
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <DateRangePicker {...args} label="Empty" />
      <DateRangePicker {...args} label="Filled" defaultValue={{ start: parseDate('2025-04-01'), end: parseDate('2025-09-30') }} />
      <DateRangePicker {...args} label="Invalid" isInvalid errorMessage="End date must be after start date." />
      <DateRangePicker {...args} label="Disabled" isDisabled />
    </div>
  ),
};
