import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TenantDashboardView } from './TenantDashboardView';
import { pendingInvitation, savedProperties, tenantLeases, tenantRentals } from '../../../testing/fixtures/dashboard';
import { inFrench } from '../../../testing/french';
import { atPhone, expectOverviewFitsPhone } from '../../../testing/phone';
import { savedSearches } from '../../../testing/fixtures/saved-searches';
import { SavedSearchesView } from '../../saved-search/SavedSearches/SavedSearchesView';
import { MyApplicationsView } from '../../application/MyApplications/MyApplicationsView';
import { myApplications } from '../../../testing/fixtures/applications';
import { MyViewingsView } from '../../viewing/MyViewings/MyViewingsView';
import { pastBookings, upcomingBookings, viewingRequests } from '../../../testing/fixtures/viewings';
import { RepairListView } from '../../repair/RepairList/RepairListView';
import { tenantRepairs } from '../../../testing/fixtures/repairs';
import { TenantHomeView } from '../TenantHome/TenantHomeView';

const ready = <T,>(data: T[]) => ({ status: 'ready' as const, data });

const meta = {
  title: 'Screens/Dashboard/Tenant',
  component: TenantDashboardView,
  args: {
    counts: { activeLeases: 2, savedProperties: 2, inquiries: 3, totalLeases: 2 },
    rentals: ready(tenantRentals),
    saved: ready(savedProperties),
    leases: ready(tenantLeases),
    savedSearches: (
      <SavedSearchesView
        searches={ready(savedSearches)}
        changeAlert={{ run: () => {} }}
        renaming={null}
        onAskRename={() => {}}
        rename={{ run: () => {} }}
        deleting={null}
        onAskDelete={() => {}}
        remove={{ run: () => {} }}
      />
    ),
    applications: (
      <MyApplicationsView
        applications={ready(myApplications)}
        withdraw={{ run: () => {} }}
        deleting={null}
        onAskDelete={() => {}}
        remove={{ run: () => {} }}
        accessLog={null}
        onShowAccessLog={() => {}}
      />
    ),
    viewings: <MyViewingsView upcoming={ready(upcomingBookings)} past={ready(pastBookings)} requests={ready(viewingRequests)} onAskCancel={() => {}} />,
    onAnswerInvitation: fn(),
    onRemoveSaved: fn(),
  },
} satisfies Meta<typeof TenantDashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MyRentals: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Oct 1, 2026 - Sep 30, 2027')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute('href', '/property/101');
  },
};
export const Loading: Story = { args: { rentals: { status: 'loading' }, saved: { status: 'loading' }, leases: { status: 'loading' } } };
export const Empty: Story = {
  args: { counts: { activeLeases: 0, savedProperties: 0, inquiries: 0, totalLeases: 0 }, rentals: { status: 'empty' }, saved: { status: 'empty' }, leases: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Active Rentals')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/');
  },
};
export const Error: Story = { args: { rentals: { status: 'error', message: 'Failed to fetch leases' } } };
export const SavedProperties: Story = {
  args: { defaultTab: 'saved' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByText('Saved')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${savedProperties[0].title}` }));
    await expect(args.onRemoveSaved).toHaveBeenCalledWith(savedProperties[0].id);
  },
};
/** The Saved searches tab: each search, its filters in words and its alert. */
export const SavedSearches: Story = {
  args: { defaultTab: 'searches' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Saved searches', selected: true })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Plateau 2 bedrooms' })).toBeVisible();
    await expect(canvas.getByText('Montréal · 2+ bedrooms · ≤ $2,000')).toBeVisible();
  },
};
/** The Viewings tab: upcoming (one the owner cancelled) and past bookings. */
export const Viewings: Story = {
  args: { defaultTab: 'viewings' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Viewings', selected: true })).toBeVisible();
    await expect(canvas.getByText('Cancelled by the owner')).toBeVisible();
  },
};
export const SavedEmpty: Story = { args: { defaultTab: 'saved', saved: { status: 'empty' } } };
export const SavedError: Story = { args: { defaultTab: 'saved', saved: { status: 'error', message: 'Failed to fetch properties' } } };
export const RemovingSaved: Story = { args: { defaultTab: 'saved', removingId: savedProperties[0].id } };
/** An accepted lease reads as before; a pending one is an invitation naming the landlord and the listing. */
export const MyLeases: Story = {
  args: { defaultTab: 'leases' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Lease #501' })).toBeVisible();
    await expect(canvas.getAllByText('Landlord: Daniel Tremblay')[0]).toBeVisible();
    const invitation = canvas.getByRole('group', { name: `Lease invitation: ${pendingInvitation.propertyTitle}` });
    await expect(canvas.getByText('Daniel Tremblay invited you to lease this property.')).toBeVisible();
    await userEvent.click(within(invitation).getByRole('button', { name: 'Accept' }));
    await expect(args.onAnswerInvitation).toHaveBeenCalledWith(pendingInvitation.id, 'accept');
    await userEvent.click(within(invitation).getByRole('button', { name: 'Decline' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Decline this lease?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Decline' }));
    await expect(args.onAnswerInvitation).toHaveBeenCalledWith(pendingInvitation.id, 'decline');
    await expect(canvas.queryByRole('heading', { name: 'Confirm your email address' })).toBeNull();
  },
};
export const MyLeasesAccepting: Story = { args: { defaultTab: 'leases', answering: { leaseId: pendingInvitation.id, answer: 'accept' } } };
/** Unverified: leases addressed to the email wait, and the tab says why and offers a new link. */
export const MyLeasesUnverified: Story = {
  args: {
    defaultTab: 'leases',
    leases: { status: 'empty' },
    emailVerification: { email: 'amara@example.com', sending: false, result: null, onResend: fn() },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification email' }));
    await expect(args.emailVerification!.onResend).toHaveBeenCalled();
    await expect(canvas.getByText('No Lease Agreements')).toBeVisible();
  },
};
export const MyLeasesEmpty: Story = { args: { defaultTab: 'leases', leases: { status: 'empty' } } };

/** The tenant dashboard in fr-CA: each tab's main states, its counters included, with no English left. */
export const MyRentalsFrench: Story = inFrench(MyRentals);
export const EmptyFrench: Story = inFrench(Empty);
export const ErrorFrench: Story = inFrench({ args: { rentals: { status: 'error', message: 'Impossible de charger les baux' } } });
export const SavedPropertiesFrench: Story = inFrench(SavedProperties);
export const SavedEmptyFrench: Story = inFrench(SavedEmpty);
export const SavedSearchesFrench: Story = inFrench({ args: { defaultTab: 'searches' } });
export const MyLeasesFrench: Story = inFrench(MyLeases);
export const ViewingsFrench: Story = inFrench({ args: { defaultTab: 'viewings' } });
export const MyLeasesEmptyFrench: Story = inFrench(MyLeasesEmpty);

/** 390 × 844: a line of counters and one row of tabs above My Rentals, not four cards and three rows of tabs. */
export const Phone: Story = { ...atPhone(390), play: async ({ canvasElement }) => expectOverviewFitsPhone(canvasElement) };
export const PhoneNarrow: Story = { ...atPhone(320), play: Phone.play };
export const PhoneFrench: Story = { ...inFrench(Phone), play: async (context) => {
  await inFrench({}).play(context);
  await expectOverviewFitsPhone(context.canvasElement);
} };
export const PhoneNarrowFrench: Story = { ...PhoneFrench, ...atPhone(320), globals: { ...PhoneFrench.globals, ...atPhone(320).globals } };

// The section's title comes from its container, in the reader's language: the stories pass it in.
const homeTitled = (title: string) => (
  <TenantHomeView sections={[{ id: 'repairs', content: <RepairListView title={title} side="tenant" requests={ready(tenantRepairs)} emptyText="" onOpen={() => {}} /> }]} />
);
const home = homeTitled('Repair requests');
/** A tenant with a lease in force: the Home tab (repair requests now; notices, inspections and documents join it). */
export const Home: Story = {
  args: { home, defaultTab: 'home' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'Repair requests' })).toBeVisible();
    await expect(canvas.getByText('Emergency')).toBeVisible();
  },
};
/** No lease in force: no Home tab. */
export const NoHomeTab: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab', { name: 'Home' })).toBeNull();
  },
};
export const HomeFrench: Story = inFrench({ args: { home: homeTitled('Demandes de réparation'), defaultTab: 'home' } });
export const HomePhoneNarrow: Story = { ...atPhone(320), args: { home, defaultTab: 'home' } };
