import type { Meta, StoryObj } from '@storybook/react-vite';
import { RepairListView } from '../../repair/RepairList/RepairListView';
import { landlordRepairs } from '../../../testing/fixtures/repairs';
import { LandlordApplicationsView } from '../../application/LandlordApplications/LandlordApplicationsView';
import { receivedApplications } from '../../../testing/fixtures/applications';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { conversationContext, type ListState } from '../../common';
import { ChatView } from '../../chat/Chat/ChatView';
import { CreateLeaseDialog, type ContractUpload } from '../../lease/CreateLeaseDialog/CreateLeaseDialog';
import { InquiriesTab } from '../../inquiry/InquiriesTab/InquiriesTab';
import { LandlordLeasesView } from '../../lease/LandlordLeases/LandlordLeasesView';
import { NotificationsTab } from '../../notification/NotificationsTab/NotificationsTab';
import { LandlordPropertiesView } from '../../listing/LandlordProperties/LandlordPropertiesView';
import { landlordCounts } from '../../listing/listing-status';
import { LandlordDashboardView, type LandlordTab } from './LandlordDashboardView';
import { LANDLORD_ID, chatMessages, landlordInquiries, landlordLeases, landlordProperties, notifications, propertyFixture } from '../../../testing/fixtures/dashboard';
import type { InquiryRow } from '../../inquiry/inquiry.model';
import type { LeaseRow } from '../../lease/lease.model';
import type { NotificationRow } from '../../notification/notification.model';
import type { PropertyRow } from '../../property/property.model';
import { inFrench } from '../../../testing/french';
import { atPhone, expectOverviewFitsPhone } from '../../../testing/phone';
import { viewingSlots } from '../../../testing/fixtures/viewings';
import { byDay } from '../../viewing/viewing-days';
import { LandlordViewingsView } from '../../viewing/LandlordViewings/LandlordViewingsView';

const ready = <T,>(data: T[]): ListState<T> => ({ status: 'ready', data });
const TODAY = '2026-11-22';

interface HarnessProps {
  tab: LandlordTab;
  properties: ListState<PropertyRow>;
  leases: ListState<LeaseRow>;
  notifications: ListState<NotificationRow>;
  inquiries: ListState<InquiryRow>;
  editingId: number | null;
  isSaving: boolean;
  deletingId: number | null;
  isDeleting: boolean;
  createOpen: boolean;
  contract: ContractUpload;
  isCreating: boolean;
  withdrawingId?: number | null;
  leaseErrors?: Parameters<typeof CreateLeaseDialog>[0]['initialErrors'];
  chatOpen: boolean;
  chatMessages: ListState<(typeof chatMessages)[number]>;
  isSending: boolean;
  onAction: (...args: unknown[]) => void;
}

/** The landlord dashboard with every tab body wired to fixtures; args pick each tab's state. */
function Harness(p: HarnessProps) {
  const props = p.properties.status === 'ready' ? p.properties.data : [];
  return (
    <LandlordDashboardView
      counts={landlordCounts(props)}
      unreadNotifications={p.notifications.status === 'ready' ? p.notifications.data.filter((n) => !n.isRead).length : 0}
      inquiryCount={p.inquiries.status === 'ready' ? p.inquiries.data.length : 0}
      selectedTab={p.tab}
      onTabChange={(tab) => p.onAction('tab', tab)}
      properties={
        <LandlordPropertiesView
          properties={p.properties}
          editingId={p.editingId}
          onEdit={(id) => p.onAction('edit', id)}
          save={{ run: (id, input) => p.onAction('save', id, input), pendingId: p.isSaving ? p.editingId : null }}
          deletingId={p.deletingId}
          deletingBookedViewings={0}
          onAskDelete={(id) => p.onAction('askDelete', id)}
          remove={{ run: (id) => p.onAction('delete', id), pendingId: p.isDeleting ? p.deletingId : null }}
          toggleListed={{ run: (id, listed) => p.onAction('toggle', id, listed) }}
        />
      }
      viewings={
        <LandlordViewingsView
          listings={props.map(({ id, title }) => ({ id, title }))}
          propertyId={props[0]?.id ?? null}
          onPropertyChange={(id) => p.onAction('viewingsOf', id)}
          days={{ status: 'ready', data: byDay(viewingSlots) }}
          onAdd={() => p.onAction('addViewing')}
          deleting={null}
          onAskDelete={() => {}}
          remove={{ run: () => {} }}
          onAskCancel={() => {}}
          requests={{ status: 'empty' }}
          onAccept={() => {}}
          onOfferSlots={() => {}}
          onAskDecline={() => {}}
        />
      }
      leases={
        <LandlordLeasesView
          leases={p.leases}
          onCreate={() => p.onAction('create')}
          withdraw={{ run: (id) => p.onAction('withdraw', id), pendingId: p.withdrawingId }}
          onOfferRenewal={(lease) => p.onAction('renew', lease.id)}
          dialog={
            p.createOpen ? (
              <CreateLeaseDialog
                isOpen
                onOpenChange={(open) => p.onAction('createOpen', open)}
                properties={props}
                bookedLeases={landlordLeases}
                onPropertyChange={(id) => p.onAction('property', id)}
                contract={p.contract}
                onContractFile={(file) => p.onAction('contract', file.name)}
                onRemoveContract={() => p.onAction('removeContract')}
                onSubmit={(input) => p.onAction('submitLease', input)}
                isPending={p.isCreating}
                today={TODAY}
                initialValues={p.leaseErrors ? { propertyId: 101, tenantName: 'Maya Chen', tenantEmail: 'maya@', monthlyRent: 2450, startDate: '2026-10-15', endDate: '2026-10-01' } : undefined}
                initialErrors={p.leaseErrors}
              />
            ) : null
          }
        />
      }
      repairs={<RepairListView title="Repair requests" side="landlord" requests={ready(landlordRepairs)} emptyText="" onOpen={(request) => p.onAction('openRepair', request.id)} />}
      applications={
        <LandlordApplicationsView
          listings={props}
          listingId={101}
          onListingChange={(id) => p.onAction('listing', id)}
          applications={ready(receivedApplications)}
          decide={{ run: (id, decision) => p.onAction('decide', id, decision) }}
          onCreateLease={(a) => p.onAction('createLeaseFor', a.id)}
        />
      }
      notifications={<NotificationsTab notifications={p.notifications} markRead={{ run: (id) => p.onAction('markRead', id) }} />}
      messages={
        <InquiriesTab
          inquiries={p.inquiries}
          onStartChat={(i) => p.onAction('startChat', i.id)}
          onMarkResolved={(i) => p.onAction('resolve', i.id)}
          chat={
            p.chatOpen ? (
              <ChatView
                heading={`Conversation with Tenant #${landlordInquiries[0].tenantId}`}
                context={conversationContext(landlordInquiries[0].tenantName, landlordInquiries[0].propertyTitle)}
                messages={p.chatMessages}
                viewerId={LANDLORD_ID}
                onBack={() => p.onAction('back')}
                onSend={(text) => {
                  p.onAction('send', text);
                  return true;
                }}
                isSending={p.isSending}
              />
            ) : null
          }
        />
      }
    />
  );
}

const meta = {
  title: 'Screens/Dashboard/Landlord',
  component: Harness,
  args: {
    tab: 'properties',
    properties: ready(landlordProperties),
    leases: ready(landlordLeases),
    notifications: ready(notifications),
    inquiries: ready(landlordInquiries),
    editingId: null,
    isSaving: false,
    deletingId: null,
    isDeleting: false,
    createOpen: false,
    contract: { status: 'idle' },
    isCreating: false,
    chatOpen: false,
    chatMessages: ready(chatMessages),
    isSending: false,
    onAction: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const Properties: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Property Owner Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Add Property/ })).toHaveAttribute('href', '/list-property');
    await expect(canvas.getByText('Hidden')).toBeVisible();
    // Only the approved, shown listings are on the marketplace: 101 and 103 of four.
    await expect(canvas.getByText('Listed Properties').parentElement).toHaveTextContent(/^Listed Properties2$/);
    const row = (title: string) => within(canvas.getByRole('heading', { name: title }).closest('li')!);
    await expect(row('Sunny two-bedroom near High Park').getByText('Active')).toBeVisible();
    const pending = row('Basement suite in Kitsilano');
    await expect(pending.getByText('Pending review')).toBeVisible();
    await expect(pending.getByRole('switch')).toBeChecked();
    await expect(pending.getByText('Listed once approved')).toBeVisible();
    await expect(pending.queryByText('Active')).toBeNull();
    await expect(row('Loft above the bakery').getByText('Rejected')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: `Show ${landlordProperties[0].title} on the marketplace` }));
    await expect(args.onAction).toHaveBeenCalledWith('toggle', 101, false);
  },
};
/** A listing an administrator hid after a report: the row says why, and its Listed switch stays off. */
export const PropertiesHiddenByAdmin: Story = {
  args: { properties: ready([propertyFixture({ showOnMarketplace: false, moderationReason: 'Photos belong to another listing.', hiddenByModeration: true })]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hidden by an administrator')).toBeVisible();
    await expect(canvas.getByText('Reason: Photos belong to another listing.')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: `Show ${landlordProperties[0].title} on the marketplace` })).toBeDisabled();
  },
};
export const PropertiesLoading: Story = { args: { properties: { status: 'loading' } } };
export const PropertiesEmpty: Story = {
  args: { properties: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Properties Listed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'List Your First Property' })).toBeVisible();
  },
};
export const PropertiesError: Story = { args: { properties: { status: 'error', message: 'Failed to fetch properties' } } };
export const EditDialog: Story = {
  args: { editingId: 101 },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit Property' });
    const d = within(dialog);
    await expect(d.getByRole('checkbox', { name: 'Show on Public Marketplace' })).toBeChecked();
    await userEvent.clear(d.getByRole('textbox', { name: 'Title' }));
    await userEvent.click(d.getByRole('button', { name: 'Save Changes' }));
    await expect(d.getByText('Title is required')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: 'Title' }), 'Renovated two-bedroom');
    await userEvent.clear(d.getByRole('textbox', { name: 'Sq Ft' }));
    // The French title comes prefilled; a cleared French description is sent as none.
    await expect(d.getByRole('textbox', { name: 'Title in French' })).toHaveValue('Deux chambres ensoleillées près de High Park');
    await userEvent.click(d.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      'save',
      101,
      expect.objectContaining({ title: 'Renovated two-bedroom', sqft: null, bathrooms: 1.5, titleFr: 'Deux chambres ensoleillées près de High Park', descriptionFr: null }),
    );
  },
};
/** A rent under $1 is refused at the field, typed as 0 or left empty (which the form reads as 0). */
export const EditRentBelowOne: Story = {
  args: { editingId: 101 },
  play: async ({ canvasElement, args }) => {
    const d = within(await body(canvasElement).findByRole('dialog', { name: 'Edit Property' }));
    await userEvent.clear(d.getByRole('textbox', { name: 'Monthly Rent' }));
    await userEvent.click(d.getByRole('button', { name: 'Save Changes' }));
    // The dialog may still be fading in (opacity) when the message appears.
    await waitFor(() => expect(d.getByText('Monthly rent must be at least $1.')).toBeVisible());
    await expect(args.onAction).not.toHaveBeenCalledWith('save', expect.anything(), expect.anything());
  },
};
export const EditSaving: Story = { args: { editingId: 101, isSaving: true } };
export const DeleteConfirmation: Story = {
  args: { deletingId: 102 },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this property?');
  },
};
export const Deleting: Story = { args: { deletingId: 102, isDeleting: true } };
/** Only the pending lease (an unanswered invitation) can be withdrawn. */
export const Leases: Story = {
  args: { tab: 'leases' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sunny two-bedroom near High Park')).toBeVisible();
    await expect(canvas.getByText('Family townhouse with yard')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Withdraw lease #501' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw lease #502' }));
    // Withdrawing is final: it asks first.
    await expect(args.onAction).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this lease?' });
    // The dialog's text, not one node of it: react-aria renders the modal's content again as it settles.
    await waitFor(() => expect(dialog).toHaveTextContent('Lease #502 is withdrawn and the tenant is told. This cannot be undone.'));
    const confirm = within(dialog);
    await userEvent.click(confirm.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onAction).toHaveBeenCalledWith('withdraw', 502);
  },
};
export const LeasesWithdrawing: Story = { args: { tab: 'leases', withdrawingId: 502 } };
export const LeasesEmpty: Story = { args: { tab: 'leases', leases: { status: 'empty' } } };
export const LeasesError: Story = { args: { tab: 'leases', leases: { status: 'error', message: 'Failed to fetch leases' } } };
export const CreateLease: Story = {
  args: { tab: 'leases', createOpen: true },
  play: async ({ canvasElement }) => {
    const d = within(await body(canvasElement).findByRole('dialog', { name: 'Create New Lease Agreement' }));
    await userEvent.click(d.getByRole('button', { name: 'Create Lease' }));
    // The dialog may still be fading in (opacity) when the error renders.
    await waitFor(() => expect(d.getByText('Please fill in all required fields.')).toBeVisible());
  },
};
export const CreateLeaseBlockedDates: Story = {
  args: { tab: 'leases', createOpen: true },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const d = within(await b.findByRole('dialog', { name: 'Create New Lease Agreement' }));
    await userEvent.click(d.getAllByRole('button', { name: /calendar/i })[0]);
    const grid = await b.findByRole('grid');
    const dayCell = (n: number) => within(grid).getByText(String(n), { selector: '[role="button"]:not([data-outside-month])' });
    // Nov 25, 2026 lies in the active lease of the fixtures (Oct 1, 2026 - Sep 30, 2027); Nov 10 is before today.
    await expect(dayCell(25)).toHaveAttribute('data-unavailable', 'true');
    await expect(dayCell(10)).toHaveAttribute('aria-disabled', 'true');
  },
};
export const CreateLeaseValidationErrors: Story = {
  args: { tab: 'leases', createOpen: true, leaseErrors: { tenantEmail: 'Please enter a valid email address.', startDate: 'This date is already booked by another lease.', endDate: 'End date must be after start date.' } },
};
export const CreateLeaseNoProperties: Story = {
  args: { tab: 'leases', createOpen: true, properties: { status: 'empty' } },
  play: async ({ canvasElement }) => {
    const notice = await body(canvasElement).findByText('You need to create at least one property before creating a lease.');
    await waitFor(() => expect(notice).toBeVisible());
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Create New Lease Agreement' }));
    await expect(dialog.getByRole('button', { name: 'Create Lease' })).toBeDisabled();
  },
};
export const CreateLeaseUploading: Story = { args: { tab: 'leases', createOpen: true, contract: { status: 'uploading', name: 'signed-lease.pdf', progress: 30 } } };
export const CreateLeaseUploaded: Story = {
  args: { tab: 'leases', createOpen: true, contract: { status: 'uploaded', document: { name: 'signed-lease.pdf', type: 'lease-agreement', ipfsHash: 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy', size: 182_000 } } },
  play: async ({ canvasElement, args }) => {
    const d = within(await body(canvasElement).findByRole('dialog', { name: 'Create New Lease Agreement' }));
    await expect(d.getByRole('list', { name: 'Signed contract' })).toHaveTextContent('signed-lease.pdf');
    await userEvent.click(d.getByRole('button', { name: 'Remove signed-lease.pdf' }));
    await expect(args.onAction).toHaveBeenCalledWith('removeContract');
  },
};
export const CreateLeasePending: Story = { args: { tab: 'leases', createOpen: true, isCreating: true } };
export const Notifications: Story = {
  args: { tab: 'notifications' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Viewing Request Notifications')).toBeVisible();
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/14165550123');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Read' }));
    await expect(args.onAction).toHaveBeenCalledWith('markRead', 901);
  },
};
/** The Viewings tab: the first listing's times by day, who booked. */
export const Viewings: Story = {
  args: { tab: 'viewings' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Viewings', selected: true })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Tuesday, November 24, 2026' })).toBeVisible();
  },
};
export const NotificationsEmpty: Story = { args: { tab: 'notifications', notifications: { status: 'empty' } } };
export const NotificationsError: Story = { args: { tab: 'notifications', notifications: { status: 'error', message: 'Failed to fetch notifications' } } };
export const Messages: Story = {
  args: { tab: 'messages' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Initial inquiry:')).toBeVisible();
    await expect(canvas.getByText('Maya Chen')).toBeVisible();
    await expect(canvas.getByText('Sunny two-bedroom near High Park')).toBeVisible();
    // No name or title known: the spec's numbered labels alone.
    await expect(canvas.getByText('Tenant #14')).toBeVisible();
    await expect(canvas.getByText('Property #103')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Start Chat' })).toHaveLength(2);
  },
};
export const MessagesEmpty: Story = { args: { tab: 'messages', inquiries: { status: 'empty' } } };
export const MessagesError: Story = { args: { tab: 'messages', inquiries: { status: 'error', message: 'Failed to fetch inquiries' } } };
export const Chat: Story = {
  args: { tab: 'messages', chatOpen: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Conversation with Tenant #12' })).toBeVisible();
    await expect(canvas.getByText('Maya Chen · Sunny two-bedroom near High Park')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '   ');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(input, ' See you Saturday! {Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('send', 'See you Saturday!');
  },
};
export const ChatEmpty: Story = { args: { tab: 'messages', chatOpen: true, chatMessages: { status: 'empty' } } };
export const ChatSending: Story = { args: { tab: 'messages', chatOpen: true, isSending: true } };

/** The landlord dashboard in fr-CA: each tab's main states with no English left. */
export const LeasesFrench: Story = inFrench(Leases);
export const LeasesEmptyFrench: Story = inFrench(LeasesEmpty);
export const LeasesErrorFrench: Story = inFrench({ args: { tab: 'leases', leases: { status: 'error', message: 'Impossible de charger les baux' } } });
export const CreateLeaseFrench: Story = inFrench(CreateLease);
export const CreateLeaseBlockedDatesFrench: Story = inFrench(CreateLeaseBlockedDates);
export const CreateLeaseNoPropertiesFrench: Story = inFrench(CreateLeaseNoProperties);
export const NotificationsFrench: Story = inFrench(Notifications);
export const NotificationsEmptyFrench: Story = inFrench(NotificationsEmpty);
export const NotificationsErrorFrench: Story = inFrench({ args: { tab: 'notifications', notifications: { status: 'error', message: 'Impossible de charger les avis' } } });
export const MessagesFrench: Story = inFrench(Messages);
export const ViewingsFrench: Story = inFrench({ args: { tab: 'viewings' } } as Story);
export const MessagesEmptyFrench: Story = inFrench(MessagesEmpty);

/** 390 × 844: a line of counters and one row of six tabs above the listings. */
export const Phone: Story = { ...atPhone(390), play: async ({ canvasElement }) => expectOverviewFitsPhone(canvasElement) };
export const PhoneNarrow: Story = { ...atPhone(320), play: Phone.play };
export const PhoneFrench: Story = { ...inFrench(Phone), play: async (context) => {
  await inFrench({}).play(context);
  await expectOverviewFitsPhone(context.canvasElement);
} };
export const PhoneNarrowFrench: Story = { ...PhoneFrench, ...atPhone(320), globals: { ...PhoneFrench.globals, ...atPhone(320).globals } };
