import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminView, type AdminPanelData } from './AdminView';
import { adminLeases, adminProperties, adminReports, adminUsers, moderatedProperties } from '../../../testing/fixtures/admin';
import { guardStory } from '../../../testing/guard-story';
import { inFrench } from '../../../testing/french';

const counts = { totalProperties: 4, pendingApproval: 1, approvedProperties: 1, activeLeases: 2 };
const data: AdminPanelData = {
  counts,
  properties: { status: 'ready', data: adminProperties },
  leases: { status: 'ready', data: adminLeases },
  reports: { status: 'ready', data: adminReports },
  users: { status: 'ready', data: adminUsers },
};
/** The panel with every list ready but those given. */
const ready = (lists: Partial<AdminPanelData> = {}) => ({ status: 'ready' as const, data: { ...data, ...lists } });

const meta = {
  title: 'Screens/Admin',
  component: AdminView,
  args: { state: ready(), statusFilter: 'all', onStatusFilterChange: fn(), onSetStatus: fn(), onResolveReport: fn(), onSetSuspended: fn() },
} satisfies Meta<typeof AdminView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Properties: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    // The spec's 'Owner #id' with the owner's name beside it; alone when the account has no name.
    await expect(canvas.getAllByText('Owner #7 · Daniel Tremblay')[0]).toBeVisible();
    await expect(canvas.getByText('Owner #9')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Waterfront condo' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith(201, 'approved');
    await expect(canvas.queryByRole('button', { name: 'Approve Downtown studio' })).toBeNull();
  },
};
export const Updating: Story = { args: { updatingId: 201 } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const PropertiesLoading: Story = { args: { state: ready({ properties: { status: 'loading' } }) } };
export const NoProperties: Story = { args: { state: ready({ properties: { status: 'empty' } }) } };
export const NoPendingProperties: Story = {
  args: { statusFilter: 'pending', state: ready({ properties: { status: 'empty' } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Pending Properties')).toBeVisible();
  },
};
export const PropertiesError: Story = { args: { state: ready({ properties: { status: 'error', message: 'Failed to fetch properties' } }) } };
export const ModeratedProperties: Story = {
  args: { state: ready({ properties: { status: 'ready', data: moderatedProperties } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Photo already used by another landlord's listing #201")).toBeVisible();
    await expect(canvas.getByText('Asked tenants for a wire transfer deposit.')).toBeVisible();
  },
};
export const Reports: Story = {
  args: { defaultTab: 'reports' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The owner asks for a deposit by wire transfer before any viewing.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss report on Waterfront condo' }));
    await expect(args.onResolveReport).toHaveBeenCalledWith(32, { action: 'dismiss' });
  },
};
export const ReportsHide: Story = {
  args: { defaultTab: 'reports' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Listing Downtown studio' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Hide listing' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason shown to the landlord/ }), 'Scam reported by tenants.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide Listing' }));
    await expect(args.onResolveReport).toHaveBeenCalledWith(31, { action: 'hide', reason: 'Scam reported by tenants.' });
  },
};
export const ReportsResolving: Story = { args: { defaultTab: 'reports', resolvingReportId: 31 } };
export const ReportsEmpty: Story = { args: { defaultTab: 'reports', state: ready({ reports: { status: 'empty' } }) } };
export const ReportsError: Story = { args: { defaultTab: 'reports', state: ready({ reports: { status: 'error', message: 'Failed to fetch reports' } }) } };
export const Users: Story = {
  args: { defaultTab: 'users' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Unsuspend Sly Landlord' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Suspend Tara Tenant' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Suspend Ada Admin' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend Lena Landlord' }));
    await expect(args.onSetSuspended).toHaveBeenCalledWith(8, true);
  },
};
export const UsersUpdating: Story = { args: { defaultTab: 'users', suspendingUserId: 8 } };
export const UsersLoading: Story = { args: { defaultTab: 'users', state: ready({ users: { status: 'loading' } }) } };
export const UsersError: Story = { args: { defaultTab: 'users', state: ready({ users: { status: 'error', message: 'Failed to fetch users' } }) } };
export const Leases: Story = {
  args: { defaultTab: 'leases' },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('row', { name: /#501/ }));
    await expect(row.getByText('Property #101 · Sunny two-bedroom near High Park')).toBeVisible();
    await expect(row.getByText('Landlord #7 · Daniel Tremblay')).toBeVisible();
  },
};
export const LeasesEmpty: Story = { args: { defaultTab: 'leases', state: ready({ leases: { status: 'empty' } }) } };
export const LeasesError: Story = { args: { defaultTab: 'leases', state: ready({ leases: { status: 'error', message: 'Failed to fetch leases' } }) } };
export const Settings: Story = { args: { defaultTab: 'settings' } };
export const PropertiesFrench: Story = inFrench(Properties);
export const NoPendingPropertiesFrench: Story = inFrench(NoPendingProperties);
export const ModeratedPropertiesFrench: Story = inFrench(ModeratedProperties);
export const ReportsFrench: Story = inFrench(Reports);
export const ReportsEmptyFrench: Story = inFrench(ReportsEmpty);
export const UsersFrench: Story = inFrench(Users);
export const UsersLoadingFrench: Story = inFrench(UsersLoading);
export const LeasesFrench: Story = inFrench(Leases);
export const LeasesEmptyFrench: Story = inFrench(LeasesEmpty);
export const SettingsFrench: Story = inFrench(Settings);
/** Signed out and non-admin visitors get the route guard's states (ROUTE_ACCESS.admin), never the panel. */
export const SignedOut: Story = guardStory({ route: 'admin', role: null, screen: <AdminView {...meta.args} />, message: 'Admin access requires authentication.' });
export const NonAdmin: Story = guardStory({ route: 'admin', role: 'landlord', screen: <AdminView {...meta.args} />, message: 'This panel is only available for administrators.' });
