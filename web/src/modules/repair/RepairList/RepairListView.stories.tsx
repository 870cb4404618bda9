import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { landlordRepairs, tenantRepairs } from '../../../testing/fixtures/repairs';
import { inFrench } from '../../../testing/french';
import { atPhone } from '../../../testing/phone';
import { RepairListView } from './RepairListView';

const meta = {
  title: 'Repair/Repair list',
  component: RepairListView,
  args: {
    title: 'Repair requests',
    side: 'tenant',
    requests: { status: 'ready', data: tenantRepairs },
    emptyText: 'Something broken at home? Report it here and follow the repair to the end.',
    onOpen: fn(),
  },
} satisfies Meta<typeof RepairListView>;
export default meta;
type Story = StoryObj<typeof meta>;

const item = (canvas: HTMLElement, title: string) => within(within(canvas).getByRole('heading', { name: title }).closest('li')!);

/** The tenant's requests: an emergency marked, each status, how long each waited or took; Open opens it. */
export const Tenant: Story = {
  play: async ({ canvasElement, args }) => {
    const emergency = item(canvasElement, 'Heating · Sunny two-bedroom near High Park');
    await expect(emergency.getByText('Emergency')).toBeVisible();
    await expect(emergency.getByText('Landlord: Lena Landlord · Waiting 5 hours')).toBeVisible();
    await expect(item(canvasElement, 'Doors and locks · Sunny two-bedroom near High Park').getByText('Landlord: Lena Landlord · Waiting 3 days')).toBeVisible();
    await expect(item(canvasElement, 'Plumbing · Sunny two-bedroom near High Park').getByText('Resolved')).toBeVisible();
    await expect(item(canvasElement, 'Pests · Sunny two-bedroom near High Park').getByText('Landlord: Lena Landlord · Fixed in 5 days')).toBeVisible();
    await userEvent.click(emergency.getByRole('button', { name: 'Open the repair request: Heating at Sunny two-bedroom near High Park' }));
    await expect(args.onOpen).toHaveBeenCalledWith(tenantRepairs[0]);
  },
};
/** The landlord's list across properties: emergencies first, who asked and how long each has waited. */
export const Landlord: Story = {
  args: { side: 'landlord', requests: { status: 'ready', data: landlordRepairs } },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(headings.slice(0, 2)).toEqual(['Heating · Sunny two-bedroom near High Park', 'Electrical · Loft in the Plateau']);
    // Each request's title is in the text colour of the section's heading, not the grey of the badges beside it.
    const headingColour = getComputedStyle(within(canvasElement).getByRole('heading', { level: 2 })).color;
    for (const title of within(canvasElement).getAllByRole('heading', { level: 3 })) await expect(getComputedStyle(title).color).toBe(headingColour);
    await expect(item(canvasElement, 'Appliance · Sunny two-bedroom near High Park').getByText('From Maya Chen · Waiting 10 days')).toBeVisible();
    await expect(item(canvasElement, 'Mould · Sunny two-bedroom near High Park').getByText('From Maya Chen · Waiting less than an hour')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { requests: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No repair requests')).toBeVisible();
  },
};
export const Loading: Story = { args: { requests: { status: 'loading' } } };
export const Error: Story = { args: { requests: { status: 'error', message: 'Failed to fetch repair requests' } } };
export const TenantFrench: Story = inFrench({ ...Tenant, args: { title: 'Demandes de réparation', emptyText: 'Rien.' } });
export const LandlordFrench: Story = inFrench({ ...Landlord, args: { ...Landlord.args, title: 'Demandes de réparation', emptyText: 'Rien.' } });
export const EmptyFrench: Story = inFrench({ args: { requests: { status: 'empty' }, title: 'Demandes de réparation', emptyText: 'Rien à réparer.' } });
export const PhoneNarrow: Story = { ...atPhone(320), args: { side: 'landlord', requests: { status: 'ready', data: landlordRepairs } } };
export const PhoneNarrowTenant: Story = { ...atPhone(320) };
