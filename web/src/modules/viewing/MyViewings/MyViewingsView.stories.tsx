import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pastBookings, upcomingBookings } from '../../../testing/fixtures/viewings';
import { inFrench } from '../../../testing/french';
import { MyViewingsView } from './MyViewingsView';

const meta = {
  title: 'Viewing/My Viewings',
  component: MyViewingsView,
  args: {
    upcoming: { status: 'ready', data: upcomingBookings },
    past: { status: 'ready', data: pastBookings },
    onAskCancel: fn(),
  },
} satisfies Meta<typeof MyViewingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A booked viewing (cancellable), one the owner cancelled (with the reason), one past. */
export const Bookings: Story = {
  play: async ({ canvas, args }) => {
    const booked = within(canvas.getByRole('heading', { name: 'Sunny two-bedroom near High Park' }).closest('li')!);
    await expect(booked.getByText('Booked')).toBeVisible();
    await expect(booked.getByText('Tuesday, November 24, 2026 · 10:00 a.m. – 10:30 a.m.')).toBeVisible();
    const cancelled = within(canvas.getByRole('heading', { name: 'Family townhouse with yard' }).closest('li')!);
    await expect(cancelled.getByText('Cancelled by the owner')).toBeVisible();
    await expect(cancelled.getByText('Reason: The unit has been rented.')).toBeVisible();
    await expect(cancelled.queryByRole('button', { name: /Cancel/ })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Loft in the Plateau' })).toBeVisible();
    await userEvent.click(booked.getByRole('button', { name: 'Cancel booking for Sunny two-bedroom near High Park' }));
    await expect(args.onAskCancel).toHaveBeenCalledWith(upcomingBookings[0]);
  },
};
export const Empty: Story = {
  args: { upcoming: { status: 'empty' }, past: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No upcoming viewings')).toBeVisible();
  },
};
export const Loading: Story = { args: { upcoming: { status: 'loading' }, past: { status: 'loading' } } };
export const Error: Story = { args: { upcoming: { status: 'error', message: 'Failed to fetch viewings' }, past: { status: 'error', message: 'Failed to fetch viewings' } } };

export const BookingsFrench: Story = inFrench({});
export const EmptyFrench: Story = inFrench({ args: { upcoming: { status: 'empty' }, past: { status: 'empty' } } });
