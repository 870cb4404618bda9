import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { VIEWING_TODAY, viewingRequestFixture, viewingRequests, viewingSlots } from '../../../testing/fixtures/viewings';
import { atPhone } from '../../../testing/phone';
import { DeclineRequestDialog } from '../ViewingRequests/DeclineRequestDialog';
import { expectNoEnglish, inFrench, inFrenchDialog } from '../../../testing/french';
import { AddSlotsDialog } from '../AddSlotsDialog/AddSlotsDialog';
import { CancelBookingDialog } from '../CancelBookingDialog/CancelBookingDialog';
import type { ViewingBookingRow, ViewingDay, ViewingRequestRow, ViewingSlotRow } from '../viewing.model';
import { byDay } from '../viewing-days';
import type { ListState } from '../../common';
import { LandlordViewingsView } from './LandlordViewingsView';

const listings = [
  { id: 101, title: 'Sunny two-bedroom near High Park' },
  { id: 103, title: 'Family townhouse with yard' },
];

interface HarnessProps {
  days: ListState<ViewingDay>;
  requests?: ListState<ViewingRequestRow>;
  /** A request whose Decline dialog is open from the start. */
  declining?: ViewingRequestRow | null;
  addOpen: boolean;
  notice?: string | null;
  addError?: string | null;
  deleting: ViewingSlotRow | null;
  hasListings?: boolean;
  /** The picker's listings, when not the default two. */
  shownListings?: typeof listings;
  /** Where the add-times form starts (firstSlotStart): today unless an occupied unit's notice says later. */
  firstDay?: string;
  firstTime?: string | null;
  onAction: (...args: unknown[]) => void;
}

/** The tab with its dialogs, as its container wires them. */
function Harness({ days, requests = { status: 'empty' }, declining: initialDeclining = null, addOpen, notice, addError, deleting, hasListings = true, shownListings = listings, firstDay = VIEWING_TODAY, firstTime = null, onAction }: HarnessProps) {
  const [cancelling, setCancelling] = useState<ViewingBookingRow | null>(null);
  const [declining, setDeclining] = useState<ViewingRequestRow | null>(initialDeclining);
  return (
    <LandlordViewingsView
      listings={hasListings ? shownListings : []}
      propertyId={hasListings ? 101 : null}
      onPropertyChange={(id) => onAction('property', id)}
      days={days}
      onAdd={() => onAction('add')}
      addDialog={
        addOpen ? (
          <AddSlotsDialog isOpen onOpenChange={() => onAction('close')} timeZone="America/Toronto" firstDay={firstDay} firstTime={firstTime} notice={notice} error={addError} onSubmit={(input) => onAction('submit', input)} />
        ) : null
      }
      deleting={deleting}
      onAskDelete={(slot) => onAction('askDelete', slot?.id)}
      remove={{ run: (id) => onAction('delete', id) }}
      onAskCancel={setCancelling}
      cancelDialog={<CancelBookingDialog booking={cancelling} side="landlord" onClose={() => setCancelling(null)} onConfirm={(b, reason) => onAction('cancel', b.id, reason)} />}
      requests={requests}
      onAccept={(request, time) => onAction('accept', request.id, time)}
      onOfferSlots={(request) => onAction('offer', request.id)}
      onAskDecline={setDeclining}
      declineDialog={<DeclineRequestDialog request={declining} onClose={() => setDeclining(null)} onConfirm={(r, reason) => onAction('decline', r.id, reason)} />}
    />
  );
}

const meta = {
  title: 'Viewing/Landlord Viewings',
  component: Harness,
  args: { days: { status: 'ready', data: byDay(viewingSlots) }, addOpen: false, deleting: null, onAction: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const OCCUPIED_NOTICE =
  'This unit has a current tenant. In Ontario, the tenant must get written notice at least 24 hours before a showing, so viewing times start at least 24 hours from now.';

/** Slots by day: who booked, their message, free places; cancel a booking. */
export const Slots: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Tuesday, November 24, 2026' })).toBeVisible();
    await expect(canvas.getByText('Times in Eastern Time (Toronto)')).toBeVisible();
    await expect(canvas.getByText('“I work nights; mornings suit me best.”')).toBeVisible();
    await expect(canvas.getByText('1 of 4 booked')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking of Maya Chen' }));
    const d = within(await screen.findByRole('alertdialog', { name: 'Cancel this viewing?' }));
    await waitFor(() => expect(d.getByText(/They will be told by email/)).toBeVisible());
    await userEvent.click(d.getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onAction).toHaveBeenCalledWith('cancel', 701, '');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the viewing at 11:00\u00a0a.m. – 11:30\u00a0a.m.' }));
    await expect(args.onAction).toHaveBeenCalledWith('askDelete', 602);
  },
};
export const Empty: Story = {
  args: { days: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No viewing times yet')).toBeVisible();
  },
};
export const NoListings: Story = { args: { days: { status: 'empty' }, hasListings: false } };
export const Loading: Story = { args: { days: { status: 'loading' } } };
export const Error: Story = { args: { days: { status: 'error', message: 'Failed to fetch viewings' } } };
/** The add form: a day is needed; the rest has defaults (10:00, 30 minutes, 1 place). */
export const AddTimes: Story = {
  args: { addOpen: true },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: 'Add viewing times' }));
    await userEvent.click(d.getByRole('button', { name: 'Add times' }));
    await waitFor(() => expect(d.getByText('Please choose a day.')).toBeVisible());
    await expect(args.onAction).not.toHaveBeenCalledWith('submit', expect.anything());
  },
};
/**
 * A current lease: the province's notice rule above the form, the API's refusal under it, and on the first day the
 * notice allows (tomorrow from 10:15), the earlier start times disabled.
 */
export const AddTimesOccupied: Story = {
  args: {
    addOpen: true,
    notice: OCCUPIED_NOTICE,
    addError: 'Viewing times of an occupied unit must start at least 24 hours from now.',
    firstDay: '2026-11-24',
    firstTime: '10:15',
  },
  play: async () => {
    const d = within(await screen.findByRole('dialog', { name: 'Add viewing times' }));
    await expect(d.getByRole('note')).toHaveTextContent('In Ontario, the tenant must get written notice');
    await waitFor(() => expect(d.getByRole('alert')).toBeVisible());
    await userEvent.click(within(d.getByRole('group', { name: 'Day' })).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('20261124');
    await userEvent.click(d.getByRole('button', { name: /Start time/ }));
    const times = within(await screen.findByRole('listbox'));
    await expect(times.getByRole('option', { name: '10:00\u00a0a.m.' })).toHaveAttribute('aria-disabled', 'true');
    await expect(times.getByRole('option', { name: '10:15\u00a0a.m.' })).not.toHaveAttribute('aria-disabled');
  },
};
export const DeleteConfirmation: Story = {
  args: { deleting: viewingSlots[0]! },
  play: async () => {
    const d = await screen.findByRole('alertdialog', { name: 'Delete viewing time' });
    await expect(d).toHaveTextContent('Its bookings are cancelled and the tenants told.');
  },
};

/** Requests by tenants of a listing without times: Accept one of the proposed times, Offer times, Decline with a reason; answered ones say how. */
const landlordRequests: ViewingRequestRow[] = [
  viewingRequestFixture({ propertyId: 101, propertyTitle: 'Sunny two-bedroom near High Park' }),
  viewingRequestFixture({ id: 805, propertyId: 101, tenantName: 'Omar Haddad', proposedTimes: [], message: null }),
  viewingRequests[1]!,
  viewingRequests[3]!,
];
export const Requests: Story = {
  args: { requests: { status: 'ready', data: landlordRequests }, days: { status: 'empty' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Viewing requests' })).toBeVisible();
    await expect(canvas.getByText('“I can come any evening this week.”')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept Wednesday, November 25, 2026 · 6:00\u00a0p.m.' }));
    await expect(args.onAction).toHaveBeenCalledWith('accept', 801, '2026-11-25T23:00:00.000Z');
    await expect(canvas.getByText('No time proposed: offer times or decline.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Offer times to Omar Haddad' }));
    await expect(args.onAction).toHaveBeenCalledWith('offer', 805);
    await expect(canvas.getByText('Reason: The unit has just been rented.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline the request of Maya Chen' }));
    const d = within(await screen.findByRole('alertdialog', { name: 'Decline this request?' }));
    await userEvent.click(d.getByRole('button', { name: 'Decline request' }));
    await expect(d.getByText('Please give a reason.')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: 'Reason' }), 'Rented already');
    await userEvent.click(d.getByRole('button', { name: 'Decline request' }));
    await expect(args.onAction).toHaveBeenCalledWith('decline', 801, 'Rented already');
  },
};
export const RequestsLoading: Story = { args: { requests: { status: 'loading' } } };
export const RequestsPhoneNarrow: Story = { ...atPhone(320), args: { requests: { status: 'ready', data: landlordRequests }, days: { status: 'empty' } } };
export const RequestsFrench: Story = inFrench({ args: { requests: { status: 'ready', data: landlordRequests }, days: { status: 'empty' } } });
export const DeclineFrench: Story = {
  ...inFrench({ args: { requests: { status: 'ready', data: landlordRequests }, declining: landlordRequests[0]! } }),
  play: async () => expectNoEnglish(await screen.findByRole('alertdialog', { name: 'Refuser cette demande\u202f?' })),
};

export const SlotsFrench: Story = inFrench(Slots.args ? { args: Slots.args } : {});
export const EmptyFrench: Story = inFrench({ args: { days: { status: 'empty' } } });
export const AddTimesFrench: Story = inFrenchDialog({ args: { addOpen: true } } as Story, 'Ajouter des heures de visite');
export const DeleteConfirmationFrench: Story = {
  ...inFrench({ args: { deleting: viewingSlots[0]! } }),
  play: async () => expectNoEnglish(await screen.findByRole('alertdialog', { name: 'Supprimer l’heure de visite' })),
};

/** The picker names the listings whose requests wait for an answer, and how many. */
export const RequestsWaitingMarked: Story = {
  args: { days: { status: 'empty' }, shownListings: [listings[0]!, { ...listings[1]!, waiting: 2 }] as typeof listings },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Listing/ }));
    await expect(await screen.findByRole('option', { name: 'Family townhouse with yard · 2 requests waiting' })).toBeInTheDocument();
    await expect(screen.getByRole('option', { name: 'Sunny two-bedroom near High Park' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};
export const RequestsWaitingMarkedFrench: Story = {
  ...inFrench({ args: RequestsWaitingMarked.args }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Annonce/ }));
    await expect(await screen.findByRole('option', { name: /Family townhouse with yard · 2 demandes en attente/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};
