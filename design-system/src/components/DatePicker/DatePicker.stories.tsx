import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, type Mock } from 'storybook/test';
import { openCalendar } from '../../storybook/play';
import { DatePicker } from './DatePicker';

// Fixed dates keep the story deterministic; the app passes today(getLocalTimeZone()) as minValue.
const booked = [{ start: '2025-03-10', end: '2025-03-15' }];

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: {
    label: 'Start date',
    description: 'Days covered by a pending or active lease are unavailable.',
    minValue: parseDate('2025-03-03'),
    placeholderValue: parseDate('2025-03-01'),
    unavailableRanges: booked,
    onChange: fn(),
  },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Booked days and days before the minimum cannot be picked; free days can. */
export const BlockedDates: Story = {
  play: async ({ args, canvasElement, step }) => {
    const day = await openCalendar(canvasElement);

    await step('booked range 10–15 is unavailable', async () => {
      for (const n of [10, 12, 15]) {
        await expect(day(n)).toHaveAttribute('data-unavailable', 'true');
        await expect(day(n)).toHaveAttribute('aria-disabled', 'true');
      }
      await expect(day(16)).not.toHaveAttribute('data-unavailable');
    });
    await step('days before minValue are disabled', async () => {
      await expect(day(2)).toHaveAttribute('aria-disabled', 'true');
    });
    await step('clicking a booked day does nothing', async () => {
      await userEvent.click(day(12));
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step('a free day is selected', async () => {
      await userEvent.click(day(20));
      await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
      await expect(String((args.onChange as Mock).mock.calls[0][0])).toBe('2025-03-20');
    });
  },
};
export const WithValue: Story = { args: { defaultValue: parseDate('2025-03-20') } };
export const InvalidBookedValue: Story = {
  args: { defaultValue: parseDate('2025-03-12'), errorMessage: 'This date is already booked.', validationBehavior: 'aria' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull());
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const OpenCalendar: Story = {
  args: { defaultOpen: true },
};
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <DatePicker {...args} label="Empty" />
      <DatePicker {...args} label="Filled" defaultValue={parseDate('2025-03-20')} />
      <DatePicker {...args} label="Invalid" isInvalid errorMessage="End date must be after start date." />
      <DatePicker {...args} label="Disabled" isDisabled />
    </div>
  ),
};
