import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminView, type AdminPanelData } from './AdminView';
import { RentGuidelinesView } from '../../rent-increase/RentGuidelines/RentGuidelinesView';
import { guidelines } from '../../../testing/fixtures/rent-increases';
import { adminLeases, adminProperties, adminReports, adminUsers, moderatedProperties } from '../../../testing/fixtures/admin';
import { guardStory } from '../../../testing/guard-story';
import { expectNoEnglish, inFrench } from '../../../testing/french';
import { atPhone, dialogSettled, expectDialogTapTargets, expectOnScreen, MIN_TAP_PX } from '../../../testing/phone';

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
    // The owner by name; the spec's 'Owner #id' only when the account has no name.
    await expect(canvas.getAllByText('Daniel Tremblay')[0]).toBeVisible();
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
    // The below-market flag in words, with the rent, the median and the sample it was raised on.
    await expect(
      canvas.getByText('Rent $1,180 is 41% below the median of $2,000 of 214 similar listings in Toronto: check it is not a bait listing.'),
    ).toBeVisible();
  },
};
export const Reports: Story = {
  args: { defaultTab: 'reports' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The owner asks for a deposit by wire transfer before any viewing.')).toBeVisible();
    // The listing by its title and its landlord by name, not 'Property #202 · Owner #8'.
    await expect(canvas.getByText('Landlord: Élise Gagnon')).toBeVisible();
    await expect(canvas.queryByText(/Property #|Owner #/)).toBeNull();
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
/** Cancel closes the Hide Listing dialog and changes nothing. */
export const ReportsHideCancelled: Story = {
  args: { defaultTab: 'reports' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Listing Downtown studio' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Hide listing' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason shown to the landlord/ }), 'Not sure yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onResolveReport).not.toHaveBeenCalled();
  },
};
/** A phone: the dialog's Cancel and Hide Listing are whole tap targets on screen. */
export const ReportsHideOnPhone: Story = {
  ...atPhone(390),
  args: { defaultTab: 'reports' },
  play: async ({ canvas }) => {
    await userEvent.click(within(canvas.getByRole('list', { name: 'Reports' })).getByRole('button', { name: 'Hide Listing Downtown studio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide listing' });
    await dialogSettled(dialog);
    await expectOnScreen(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectOnScreen(within(dialog).getByRole('button', { name: 'Hide Listing' }));
    await expectDialogTapTargets(dialog);
    await userEvent.keyboard('{Escape}');
  },
};
export const ReportsHideOnPhoneFrench: Story = {
  ...inFrench(atPhone(390)),
  args: { defaultTab: 'reports' },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Signalements' }));
    await expect(cards.getByText('Propriétaire : Élise Gagnon')).toBeInTheDocument();
    await userEvent.click(cards.getByRole('button', { name: 'Masquer l’annonce Downtown studio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Masquer l’annonce' });
    await expectNoEnglish(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
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
    // Each account's count of messages with a scam's wording (docs/product.md#scam-signals-in-messages).
    await expect(canvas.getByRole('columnheader', { name: 'Scam signals' })).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /Sly Landlord/ })).getByText('3 flagged messages')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /Lena Landlord/ })).getByText('1 flagged message')).toBeVisible();
    // Suspending first asks for the reason (SuspendAsksForReason): the press alone changes nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend Lena Landlord' }));
    await expect(within(document.body).getByRole('dialog', { name: 'Suspend landlord' })).toBeInTheDocument();
    await expect(args.onSetSuspended).not.toHaveBeenCalled();
  },
};
export const UsersUpdating: Story = { args: { defaultTab: 'users', suspendingUserId: 8 } };
export const UsersLoading: Story = { args: { defaultTab: 'users', state: ready({ users: { status: 'loading' } }) } };
export const UsersError: Story = { args: { defaultTab: 'users', state: ready({ users: { status: 'error', message: 'Failed to fetch users' } }) } };
export const Leases: Story = {
  args: { defaultTab: 'leases' },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('row', { name: /#501/ }));
    await expect(row.getByText('Sunny two-bedroom near High Park')).toBeVisible();
    await expect(row.getByText('Daniel Tremblay')).toBeVisible();
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

/** Every action button is wholly in the window and at least 44 px tall (a thumb's tap target). */
async function expectTappable(buttons: HTMLElement[]) {
  await expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    const box = button.getBoundingClientRect();
    await expect({ name: button.getAttribute('aria-label'), inWindow: box.left >= 0 && box.right <= window.innerWidth, tall: box.height >= MIN_TAP_PX }).toEqual({
      name: button.getAttribute('aria-label'),
      inWindow: true,
      tall: true,
    });
  }
}

/** Reject asks for the reason the landlord is told before anything happens; Approve stays one press. */
export const RejectAsksForReason: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Waterfront condo' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Reject listing' });
    await expect(args.onSetStatus).not.toHaveBeenCalled();
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason shown to the landlord/ }), '   ');
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason shown to the landlord/ }), 'The photos show another building.');
    await userEvent.click(confirm);
    await expect(args.onSetStatus).toHaveBeenCalledWith(201, 'rejected', 'The photos show another building.');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
/** Cancel changes nothing. */
export const RejectCancelled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Waterfront condo' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Reject listing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onSetStatus).not.toHaveBeenCalled();
  },
};
export const RejectAsksForReasonFrench: Story = {
  ...inFrench(RejectAsksForReason),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refuser Waterfront condo' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Refuser l’annonce' });
    await expectNoEnglish(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motif communiqué au propriétaire/ }), 'Photos d’un autre immeuble.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith(201, 'rejected', 'Photos d’un autre immeuble.');
  },
};
/** Suspend asks for the reason the landlord is emailed; Unsuspend stays one press. */
export const SuspendAsksForReason: Story = {
  args: { defaultTab: 'users' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend Lena Landlord' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Suspend landlord' });
    await expect(args.onSetSuspended).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Suspend' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason shown to the landlord/ }), 'Asked tenants for deposits by wire transfer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await expect(args.onSetSuspended).toHaveBeenCalledWith(8, true, 'Asked tenants for deposits by wire transfer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Unsuspend Sly Landlord' }));
    await expect(args.onSetSuspended).toHaveBeenCalledWith(9, false);
  },
};
export const SuspendAsksForReasonFrench: Story = {
  ...inFrench(SuspendAsksForReason),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Suspendre Lena Landlord' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Suspendre le propriétaire' });
    await expectNoEnglish(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motif communiqué au propriétaire/ }), 'Demandait des dépôts par virement.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspendre' }));
    await expect(args.onSetSuspended).toHaveBeenCalledWith(8, true, 'Demandait des dépôts par virement.');
  },
};

/** At 390 px the review table is a list of cards: title, status, owner, and Approve, Reject and View in full view. */
export const PhoneCards: Story = {
  ...atPhone(390),
  play: async ({ canvas, args }) => {
    await expect(window.innerWidth, 'a phone-wide window').toBeLessThanOrEqual(390);
    await expect(canvas.queryByRole('grid')).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'Properties' }));
    await expect(cards.getByRole('heading', { level: 3, name: 'Waterfront condo' })).toBeVisible();
    await expectTappable([
      cards.getByRole('button', { name: 'Approve Waterfront condo' }),
      cards.getByRole('button', { name: 'Reject Waterfront condo' }),
      cards.getByRole('button', { name: 'View Waterfront condo' }),
    ]);
    await userEvent.click(cards.getByRole('button', { name: 'Approve Waterfront condo' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith(201, 'approved');
  },
};
/** The smallest phone: the users' cards keep Suspend and Unsuspend in the window. */
export const PhoneUserCards: Story = {
  ...atPhone(320),
  args: { defaultTab: 'users' },
  play: async ({ canvas }) => {
    await expect(window.innerWidth, 'the smallest phone').toBeLessThanOrEqual(320);
    const cards = within(canvas.getByRole('list', { name: 'Users' }));
    await expectTappable([cards.getByRole('button', { name: 'Suspend Lena Landlord' }), cards.getByRole('button', { name: 'Unsuspend Sly Landlord' })]);
  },
};
export const PhoneReportCards: Story = {
  ...atPhone(390),
  args: { defaultTab: 'reports' },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Reports' }));
    await expectTappable([cards.getByRole('button', { name: 'Dismiss report on Waterfront condo' }), cards.getByRole('button', { name: 'Hide Listing Waterfront condo' })]);
  },
};
export const PhoneCardsFrench: Story = inFrench(PhoneCards);
export const PhoneUserCardsFrench: Story = inFrench(PhoneUserCards);
export const PhoneReportCardsFrench: Story = inFrench(PhoneReportCards);

/** The Rent guidelines tab (/admin?tab=rent-guidelines): the admin container draws its container there. */
export const RentGuidelines: Story = {
  args: { defaultTab: 'rent-guidelines', rentGuidelines: <RentGuidelinesView guidelines={{ status: 'ready', data: guidelines }} onSave={fn()} defaultYear={2027} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Rent guidelines', selected: true })).toBeVisible();
    await expect(canvas.getByText('Ontario 2026: 2.1%')).toBeVisible();
  },
};
export const RentGuidelinesFrench: Story = inFrench(RentGuidelines);
