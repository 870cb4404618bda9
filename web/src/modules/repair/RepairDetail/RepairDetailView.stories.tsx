import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { landlordRepairDetail, repairDetail } from '../../../testing/fixtures/repairs';
import { inFrenchDialog } from '../../../testing/french';
import { atPhone } from '../../../testing/phone';
import { RepairDetailView } from './RepairDetailView';

const meta = {
  title: 'Repair/Repair request',
  component: RepairDetailView,
  args: { isOpen: true, onOpenChange: fn(), request: { status: 'ready', data: repairDetail }, onMove: fn(), onComment: fn(async () => true) },
} satisfies Meta<typeof RepairDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Plumbing · Sunny two-bedroom near High Park';

/** Resolved, as its tenant sees it: confirm and close, or reopen; the timeline and the thread with a photo. */
export const TenantResolved: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: TITLE }));
    // The dialog fades in: visible once it has.
    await waitFor(() => expect(dialog.getByText('Fixed in 30 hours')).toBeVisible());
    await expect(dialog.getAllByRole('listitem').some((item) => item.textContent?.includes('Resolved (Lena Landlord)'))).toBe(true);
    await expect(dialog.getByText('The plumber comes Tuesday morning.')).toBeVisible();
    await expect(dialog.getAllByRole('img', { name: 'Photo 1' }).length).toBe(2);
    // Each photo is a link the size of its thumbnail (the whole picture is the tap target), in lists without bullets.
    // Once its styles are in (a busy machine measured the link before them).
    for (const link of dialog.getAllByRole('link', { name: 'Photo 1' })) {
      await waitFor(() => expect(Math.min(link.getBoundingClientRect().width, link.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44));
    }
    for (const list of dialog.getAllByRole('list', { name: 'Photos of the repair' })) await expect(getComputedStyle(list).listStyleType).toBe('none');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm fixed and close' }));
    await expect(args.onMove).toHaveBeenCalledWith('closed');
    await expect(dialog.getByRole('button', { name: 'Reopen: not fixed' })).toBeVisible();
  },
};
/** In progress, as its landlord sees it: Mark resolved; a comment goes out. */
export const LandlordInProgress: Story = {
  args: { request: { status: 'ready', data: landlordRepairDetail } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: TITLE }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark resolved' }));
    await expect(args.onMove).toHaveBeenCalledWith('resolved');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Add a comment' }), 'Done, new cartridge.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send comment' }));
    await expect(args.onComment).toHaveBeenCalledWith('Done, new cartridge.', []);
  },
};
export const Moving: Story = { args: { request: { status: 'ready', data: landlordRepairDetail }, moving: 'resolved' } };
export const Loading: Story = { args: { request: { status: 'loading' } } };
export const Error: Story = { args: { request: { status: 'error', message: 'Failed to fetch the repair request' } } };
export const NotFound: Story = { args: { request: { status: 'notFound' } } };
export const French: Story = inFrenchDialog({}, 'Plomberie · Sunny two-bedroom near High Park');
const landlordArgs: Story['args'] = { request: { status: 'ready', data: landlordRepairDetail } };
export const LandlordFrench: Story = inFrenchDialog({ args: landlordArgs }, 'Plomberie · Sunny two-bedroom near High Park');
export const PhoneNarrow: Story = { ...atPhone(320) };
