import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ENTRY_NOW, entryNotices } from '../../../testing/fixtures/entry-notices';
import { inFrench } from '../../../testing/french';
import { atPhone } from '../../../testing/phone';
import { EntryNoticesView } from './EntryNoticesView';

const meta = {
  title: 'Entry notice/On a repair request',
  component: EntryNoticesView,
  args: { notices: { status: 'ready', data: entryNotices }, side: 'landlord', onSchedule: fn(), now: ENTRY_NOW },
} satisfies Meta<typeof EntryNoticesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The landlord: the notices given (a past one marked), and Schedule entry. */
export const Landlord: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: /^Thursday, December 3, 2026 · 10:00\sa\.m\. – 12:00\sp\.m\.$/ })).toBeVisible();
    await expect(canvas.getByText('Reason: The plumber replaces the kitchen tap.')).toBeVisible();
    await expect(canvas.getByText('Past')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule entry' }));
    await expect(args.onSchedule).toHaveBeenCalled();
  },
};
/** The tenant reads the notices; no Schedule entry. */
export const Tenant: Story = {
  args: { side: 'tenant' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Schedule entry' })).toBeNull();
  },
};
export const Empty: Story = { args: { notices: { status: 'empty' } } };
export const EmptyForTenant: Story = { args: { notices: { status: 'empty' }, side: 'tenant' } };
export const Loading: Story = { args: { notices: { status: 'loading' } } };
export const Error: Story = { args: { notices: { status: 'error', message: 'Failed to fetch entry notices' } } };
export const French: Story = inFrench({});
export const FrenchTenant: Story = inFrench({ args: { side: 'tenant' } });
export const PhoneNarrow: Story = { ...atPhone(320) };
