import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { VIEWING_TODAY, bookingFixture, slotFixture, viewingSlots } from '../../../testing/fixtures/viewings';
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
    onRequestViewing: fn(),
    onBook: fn(async () => true),
    onCancel: fn(async () => true),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof ViewingPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** No viewing times offered: the spec's plain viewing request, as before. */
export const NoSlots: Story = {
  args: { slots: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request Viewing' }));
    await expect(args.onRequestViewing).toHaveBeenCalled();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
/** Times offered: the slot picker, a message, Book. */
export const Slots: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request Viewing' }));
    const d = within(await dialog('Book a viewing'));
    await waitFor(() => expect(d.getByText('Times in Eastern Time (Toronto)')).toBeVisible());
    await expect(d.getByRole('radio', { name: '10:00 a.m. Full' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Book viewing' })).toBeDisabled();
    await userEvent.click(d.getByRole('radio', { name: '1:30 p.m. 3 places left' }));
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

export const NoSlotsFrench: Story = inFrench({ args: { slots: [] } });
const withArgs = (args: Story['args']): Story => ({ args });
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
    await userEvent.click(d.getByRole('radio', { name: '1:30 p.m. 3 places left' }));
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
