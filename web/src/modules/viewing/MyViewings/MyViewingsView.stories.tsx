import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pastBookings, upcomingBookings, viewingRequests } from '../../../testing/fixtures/viewings';
import { atPhone } from '../../../testing/phone';
import { inFrench } from '../../../testing/french';
import { MyViewingsView } from './MyViewingsView';

const meta = {
  title: 'Viewing/My Viewings',
  component: MyViewingsView,
  args: {
    upcoming: { status: 'ready', data: upcomingBookings },
    past: { status: 'ready', data: pastBookings },
    requests: { status: 'ready', data: viewingRequests },
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
/** The requests sent: waiting (the proposed times in the listing's zone), accepted, times offered (Book a time), declined with the reason. */
export const Requests: Story = {
  play: async ({ canvas }) => {
    const section = (title: string) => within(canvas.getByRole('heading', { name: title }).closest('li')!);
    const waiting = section('Bright one-bedroom in Leslieville');
    await expect(waiting.getByText('Waiting for an answer')).toBeVisible();
    await expect(waiting.getByText('Tuesday, November 24, 2026 · 10:00 a.m.')).toBeVisible();
    await expect(waiting.getByText('Your message: “I can come any evening this week.”')).toBeVisible();
    await expect(section('Garden suite in Kitsilano').getByText('The owner accepted Wednesday, November 25, 2026 · 6:00 p.m.: it is in your upcoming viewings.')).toBeVisible();
    await expect(section('Condo by the Old Port').getByRole('link', { name: 'Book a time' })).toHaveAttribute('href', '/property/107');
    await expect(section('Townhouse near the Forks').getByText('Reason: The unit has just been rented.')).toBeVisible();
    await expect(section('Studio on Queen West').getByText('Withdrawn')).toBeVisible();
  },
};
/** A request with no booked time (waiting, or times offered) can be withdrawn; an accepted, declined or withdrawn one cannot. */
export const WithdrawRequest: Story = {
  args: { onWithdraw: fn() },
  play: async ({ canvas, args }) => {
    const section = (title: string) => within(canvas.getByRole('heading', { name: title }).closest('li')!);
    await expect(section('Condo by the Old Port').getByRole('button', { name: 'Withdraw the viewing request for Condo by the Old Port' })).toBeVisible();
    for (const title of ['Garden suite in Kitsilano', 'Townhouse near the Forks', 'Studio on Queen West']) {
      await expect(section(title).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    }
    await userEvent.click(section('Bright one-bedroom in Leslieville').getByRole('button', { name: 'Withdraw the viewing request for Bright one-bedroom in Leslieville' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(expect.objectContaining({ propertyTitle: 'Bright one-bedroom in Leslieville' }));
  },
};
export const WithdrawRequestFrench: Story = inFrench({
  args: { onWithdraw: fn(), upcoming: { status: 'empty' }, past: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retirer la demande de visite pour Condo by the Old Port' })).toBeVisible();
    await expect(canvas.getByText('Retirée')).toBeVisible();
  },
});
const empty = { upcoming: { status: 'empty' }, past: { status: 'empty' }, requests: { status: 'empty' } } as const;
export const Empty: Story = {
  args: empty,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No upcoming viewings')).toBeVisible();
    await expect(canvas.getByText('No viewing requests sent')).toBeVisible();
  },
};
export const Loading: Story = { args: { upcoming: { status: 'loading' }, past: { status: 'loading' }, requests: { status: 'loading' } } };
const failed = { status: 'error', message: 'Failed to fetch viewings' } as const;
export const Error: Story = { args: { upcoming: failed, past: failed, requests: failed } };
export const PhoneNarrow: Story = { ...atPhone(320) };

export const BookingsFrench: Story = inFrench({});
export const RequestsFrench: Story = inFrench({ args: { upcoming: { status: 'empty' }, past: { status: 'empty' } } });
export const EmptyFrench: Story = inFrench({ args: empty });
