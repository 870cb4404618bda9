import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { VIEWING_NOW, VIEWING_TODAY, bookingFixture, slotFixture, viewingRequestFixture, viewingSlots } from '../../../testing/fixtures/viewings';
import { expectNoEnglish, inFrench, inFrenchDialog } from '../../../testing/french';
import { atPhone, expectOnScreen } from '../../../testing/phone';
import { ViewingPanelView } from './ViewingPanelView';

const meta = {
  title: 'Viewing/Request Viewing',
  component: ViewingPanelView,
  args: {
    propertyTitle: 'Sunny two-bedroom near High Park',
    slots: viewingSlots,
    booking: null,
    today: VIEWING_TODAY,
    now: VIEWING_NOW,
    timeZone: 'America/Toronto',
    onPropose: fn(async () => true),
    onBook: fn(async () => true),
    onCancel: fn(async () => true),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof ViewingPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** A datetime-local field of the propose form, set as a person picking a date and time does. */
const pick = (d: ReturnType<typeof within>, label: string, value: string) => fireEvent.change(d.getByLabelText(label), { target: { value } });

/** No viewing times offered: Request Viewing proposes up to three times (the listing's clock) and a message. */
export const NoSlots: Story = {
  args: { slots: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request Viewing' }));
    const d = within(await dialog('Request a viewing'));
    // Once the dialog has risen into place (its opening animation scales it).
    await waitFor(() => expect(d.getByText('Times in Eastern Time (Toronto)')).toBeVisible());
    pick(d, 'First choice', '2026-11-24T18:00');
    pick(d, 'Third choice (optional)', '2026-11-28T10:30');
    await userEvent.type(d.getByRole('textbox', { name: 'Message to the owner (optional)' }), 'Evenings suit me.');
    await userEvent.click(d.getByRole('button', { name: 'Send request' }));
    await expect(args.onPropose).toHaveBeenCalledWith(['2026-11-24T23:00:00.000Z', '2026-11-28T15:30:00.000Z'], 'Evenings suit me.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
/** Times the API would refuse are said on their field before sending: none, the night, the past, twice the same. */
export const ProposeErrors: Story = {
  args: { slots: [], initialDialog: 'propose' },
  // The dialog fades in: each message is checked once it is drawn (a busy machine saw it at opacity 0).
  play: async ({ args }) => {
    const d = within(await dialog('Request a viewing'));
    await userEvent.click(d.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(d.getByText('Please propose at least one time.')).toBeVisible());
    pick(d, 'First choice', '2026-11-24T22:00');
    pick(d, 'Second choice (optional)', '2026-11-20T10:00');
    await userEvent.click(d.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(d.getByText('Choose a time between 8:00 a.m. and 8:00 p.m.')).toBeVisible());
    await waitFor(() => expect(d.getByText('Choose a time in the future.')).toBeVisible());
    pick(d, 'First choice', '2026-11-24T10:00');
    pick(d, 'Second choice (optional)', '2026-11-24T10:00');
    await userEvent.click(d.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(d.getByText('This time is already proposed.')).toBeVisible());
    await expect(args.onPropose).not.toHaveBeenCalled();
  },
};
/** The API refused (asked already today): the dialog says so and stays open. */
export const ProposeRefused: Story = {
  args: { slots: [], initialDialog: 'propose', proposeError: 'You already requested a viewing of this property in the last 24 hours. The owner will get back to you.' },
  play: async () => {
    const d = within(await dialog('Request a viewing'));
    await expect(d.getByRole('alert')).toHaveTextContent('already requested a viewing');
  },
};
export const Proposing: Story = { args: { slots: [], initialDialog: 'propose', proposePending: true } };
/** Sent: the request waits for the owner's answer, its times in the listing's zone; no second request. */
export const Requested: Story = {
  args: { slots: [], request: viewingRequestFixture() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Viewing requested' })).toBeVisible();
    await expect(canvas.getByText('Tuesday, November 24, 2026 · 10:00 a.m.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Request Viewing' })).toBeNull();
  },
};
/** Times offered: the slot picker, a message, Book. */
export const Slots: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request Viewing' }));
    const d = within(await dialog('Book a viewing'));
    await waitFor(() => expect(d.getByText('Times in Eastern Time (Toronto)')).toBeVisible());
    await expect(d.getByRole('radio', { name: '10:00\u00a0a.m. Full' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Book viewing' })).toBeDisabled();
    await userEvent.click(d.getByRole('radio', { name: '1:30\u00a0p.m. 3 places left' }));
    await userEvent.type(d.getByRole('textbox', { name: 'Message to the owner (optional)' }), 'Can I bring my sister?');
    await userEvent.click(d.getByRole('button', { name: 'Book viewing' }));
    await expect(args.onBook).toHaveBeenCalledWith(603, 'Can I bring my sister?');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
/** Every time taken: each says Full and nothing can be booked. */
export const Full: Story = {
  args: { slots: [slotFixture({ freePlaces: 0, bookedCount: 1 }), slotFixture({ id: 602, startsAt: '2026-11-24T16:00:00.000Z', endsAt: '2026-11-24T16:30:00.000Z', freePlaces: 0, bookedCount: 1 })], initialDialog: 'book' },
  play: async () => {
    const d = within(await dialog('Book a viewing'));
    await expect(d.getAllByText('Full')).toHaveLength(2);
    await expect(d.getByRole('button', { name: 'Book viewing' })).toBeDisabled();
  },
};
/** Someone took the last place first: the dialog says so over fresh times. */
export const SlotTaken: Story = {
  args: { initialDialog: 'book', bookError: 'This viewing time is full. Please choose another time.' },
  play: async () => {
    const d = within(await dialog('Book a viewing'));
    await expect(d.getByRole('alert')).toHaveTextContent('This viewing time is full. Please choose another time.');
  },
};
export const Booking: Story = { args: { initialDialog: 'book', bookPending: true } };
/** Booked: the time in the listing's zone, and Cancel booking with an optional reason. */
export const Booked: Story = {
  args: { booking: bookingFixture() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Viewing booked' })).toBeVisible();
    await expect(canvas.getByText('Tuesday, November 24, 2026 · 10:00 a.m. – 10:30 a.m.')).toBeVisible();
    await expect(canvas.getByText('Times in Eastern Time (Toronto)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Request Viewing' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }));
    const d = within(await screen.findByRole('alertdialog', { name: 'Cancel this viewing?' }));
    await userEvent.type(d.getByRole('textbox', { name: 'Reason (optional)' }), 'Found a place');
    await userEvent.click(d.getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onCancel).toHaveBeenCalledWith(701, 'Found a place');
  },
};
export const Cancelling: Story = { args: { booking: bookingFixture(), initialDialog: 'cancel', cancelPending: true } };

/** Back from signing in to request a viewing: the slot picker opens by itself. */
export const PickerAfterSignIn: Story = {
  args: { openPicker: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Book a viewing' })).toBeInTheDocument();
  },
};
/** Back from signing in on a listing without times: the form to propose times opens (it sends nothing by itself). */
export const ProposeAfterSignIn: Story = {
  args: { slots: [], openPicker: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Request a viewing' })).toBeInTheDocument();
  },
};
const withArgs = (args: Story['args']): Story => ({ args });
export const NoSlotsFrench: Story = inFrench({ args: { slots: [] } });
export const ProposeFrench: Story = inFrenchDialog(withArgs({ slots: [], initialDialog: 'propose' }), 'Demander une visite', async (d) => {
  await userEvent.click(within(d).getByRole('button', { name: 'Envoyer la demande' }));
  await expect(within(d).getByText('Veuillez proposer au moins un moment.')).toBeVisible();
});
export const RequestedFrench: Story = inFrench({ args: { slots: [], request: viewingRequestFixture() } });
export const SlotsFrench: Story = inFrenchDialog(withArgs({ initialDialog: 'book' }), 'Réserver une visite', async (d) => {
  await waitFor(() => expect(within(d).getByText('Heures indiquées à l’heure de l’Est (Toronto)')).toBeVisible());
});
export const PickerAfterSignInFrench: Story = inFrenchDialog(withArgs({ openPicker: true }), 'Réserver une visite');
export const SlotTakenFrench: Story = inFrenchDialog(withArgs({ initialDialog: 'book', bookError: 'Cette plage de visite est complète. Veuillez choisir une autre heure.' }), 'Réserver une visite');
export const BookedFrench: Story = inFrench({ args: { booking: bookingFixture() } });
export const CancelFrench: Story = {
  ...inFrench({ args: { booking: bookingFixture(), initialDialog: 'cancel' as const } }),
  play: async () => {
    await expectNoEnglish(await screen.findByRole('alertdialog', { name: 'Annuler cette visite\u00a0?' }));
  },
};

/**
 * On a phone the slot picker is taller than the screen: the body scrolls and Cancel and Book viewing stay wholly in
 * view, drawn on top, at least 44 × 44 px; a time chosen lower down is booked with the same button.
 */
const bookButtonsOnScreen = (names: { dialog: string; cancel: string; book: string }) => async () => {
  const d = await dialog(names.dialog);
  // Once the dialog has risen into place (its opening animation scales it).
  for (const name of [names.cancel, names.book]) await waitFor(() => expectOnScreen(within(d).getByRole('button', { name })));
};
const ENGLISH = { dialog: 'Book a viewing', cancel: 'Cancel', book: 'Book viewing' };
const FRENCH = { dialog: 'Réserver une visite', cancel: 'Annuler', book: 'Réserver la visite' };
export const PhoneBookDialog: Story = {
  ...atPhone(390),
  args: { initialDialog: 'book' },
  play: async (context) => {
    await bookButtonsOnScreen(ENGLISH)();
    const d = within(await dialog('Book a viewing'));
    await userEvent.click(d.getByRole('radio', { name: '1:30\u00a0p.m. 3 places left' }));
    await expectOnScreen(d.getByRole('button', { name: 'Book viewing' }));
    await userEvent.click(d.getByRole('button', { name: 'Book viewing' }));
    await expect(context.args.onBook).toHaveBeenCalledWith(603, '');
  },
};
export const PhoneNarrowBookDialog: Story = { ...atPhone(320), args: { initialDialog: 'book' }, play: bookButtonsOnScreen(ENGLISH) };
export const PhoneBookDialogFrench: Story = {
  ...inFrenchDialog({ ...withArgs({ initialDialog: 'book' }), ...atPhone(390) }, FRENCH.dialog, bookButtonsOnScreen(FRENCH)),
};
export const PhoneNarrowBookDialogFrench: Story = {
  ...inFrenchDialog({ ...withArgs({ initialDialog: 'book' }), ...atPhone(320) }, FRENCH.dialog, bookButtonsOnScreen(FRENCH)),
};

/** The propose form on a phone: three fields, the message and its two buttons in view, at least 44 × 44 px. */
const PROPOSE_EN = { dialog: 'Request a viewing', cancel: 'Cancel', book: 'Send request' };
const PROPOSE_FR = { dialog: 'Demander une visite', cancel: 'Annuler', book: 'Envoyer la demande' };
export const PhoneProposeDialog: Story = { ...atPhone(390), args: { slots: [], initialDialog: 'propose' }, play: bookButtonsOnScreen(PROPOSE_EN) };
export const PhoneNarrowProposeDialog: Story = { ...atPhone(320), args: { slots: [], initialDialog: 'propose' }, play: bookButtonsOnScreen(PROPOSE_EN) };
export const PhoneNarrowProposeDialogFrench: Story = {
  ...inFrenchDialog({ ...withArgs({ slots: [], initialDialog: 'propose' }), ...atPhone(320) }, PROPOSE_FR.dialog, bookButtonsOnScreen(PROPOSE_FR)),
};
