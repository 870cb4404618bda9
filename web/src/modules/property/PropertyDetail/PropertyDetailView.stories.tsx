import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { detailProperty, leasedDetail, propertyDocuments } from '../../../testing/fixtures/properties';
import { toPropertyDetail } from '../property.mapper';
import { DEFAULT_PROPERTY_IMAGE } from '../../../lib/image-url';
import { PropertyDetailView } from './PropertyDetailView';
import { expectNoEnglish, inFrench } from '../../../testing/french';
import { atPhone, dialogSettled, expectDialogTapTargets, expectDrawnOnTop, expectOnScreen } from '../../../testing/phone';
import { Button } from '@hearth/design-system';

const meta = {
  title: 'Property/PropertyDetail',
  component: PropertyDetailView,
  args: {
    state: { status: 'ready', data: toPropertyDetail(detailProperty(), propertyDocuments) },
    isOwner: false,
    saved: false,
    whatsappHref: 'https://wa.me/15145550122',
    onBack: fn(),
    onToggleSave: fn(),
    onShare: fn(),
    onSendMessage: fn(async () => true),
    canMessage: () => true,
    onRequestViewing: fn(),
    onDownload: fn(),
    canReport: false,
    onReport: fn(async () => true),
  },
} satisfies Meta<typeof PropertyDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Bright 2-bedroom condo');
    await expect(canvas.getByText('1820 Bloor St W, High Park, Toronto, Ontario M5V 2T6')).toBeInTheDocument();
    await expect(canvas.getByText('Within 24 hours')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/15145550122');
    await expect(canvas.getByRole('button', { name: 'View All Documents (2)' })).toBeInTheDocument();
  },
};
export const Owner: Story = {
  args: { isOwner: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Send Message' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Report listing' })).toBeNull();
  },
};
/** A signed-in tenant reports the listing: the dialog sends reason and details. */
export const SignedInReports: Story = {
  args: { canReport: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Report listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report listing' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No longer available' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    await expect(args.onReport).toHaveBeenCalledWith({ reason: 'unavailable', details: '' });
  },
};
export const WithCurrentLeaseForParties: Story = { args: { state: { status: 'ready', data: toPropertyDetail(detailProperty(leasedDetail(true)), propertyDocuments) } } };
export const WithCurrentLeasePublic: Story = { args: { state: { status: 'ready', data: toPropertyDetail(detailProperty(leasedDetail(false)), []) } } };
export const Saved: Story = { args: { saved: true } };
/** The rent went down within 30 days: 'Price dropped' among the badges, the old rent under the new one. */
export const PriceDropped: Story = {
  args: { state: { status: 'ready', data: toPropertyDetail(detailProperty({ previousRent: 2650 }), propertyDocuments) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price dropped')).toBeInTheDocument();
    await expect(canvas.getByText('was $2,650')).toBeInTheDocument();
  },
};
/**
 * On a phone the rent has a line of its own under the title, from the same left edge, and 'per month' follows the
 * amount on that line (right-aligned, it sat under the amount, indented by its width).
 */
const rentLineOnPhone = async ({ canvas }: { canvas: { getByRole: typeof screen.getByRole; getByText: typeof screen.getByText } }) => {
  const unit = canvas.getByText(/^(per month|par mois)$/);
  const rent = unit.parentElement!;
  await expect(rent.textContent).toMatch(/^\$[\d,]+ per month was \$2,650$|^[\d\s]+\$ par mois était à 2\s650\s\$$/);
  await expect(Math.round(rent.getBoundingClientRect().left)).toBe(Math.round(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().left));
  const amountRange = document.createRange();
  amountRange.selectNodeContents(rent.firstChild!);
  const amount = amountRange.getBoundingClientRect();
  const unitBox = unit.getBoundingClientRect();
  await expect(unitBox.left).toBeGreaterThan(amount.right);
  await expect(unitBox.top).toBeGreaterThanOrEqual(amount.top - 1);
  await expect(unitBox.bottom).toBeLessThanOrEqual(amount.bottom + 1);
};
/** The same at the narrowest phone: the rent, 'per month' beside it, on a line of their own. */
export const PriceDroppedPhone: Story = {
  ...PriceDropped,
  ...atPhone(320),
  play: async (context) => {
    await PriceDropped.play!(context as never);
    await rentLineOnPhone(context);
  },
};
/** Signed out: what asks to sign in first is a link to sign in on this page, so it works before the app has loaded. */
export const SignedOut: Story = {
  args: { signInFirst: true },
  play: async ({ canvas }) => {
    // Each names the action it stands for, which the page finishes once the visitor has signed in.
    for (const [name, then] of [['Send Message', 'message'], ['Request Viewing', 'viewing'], ['Save Property', 'save']]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', `/?auth=sign-in&then=${then}`);
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    }
  },
};
export const SingleImageNoExtras: Story = {
  args: { state: { status: 'ready', data: toPropertyDetail(detailProperty({ images: [], amenities: [], sqft: null, description: null }), []) }, whatsappHref: null },
  play: async ({ canvas }) => {
    // No photos: the stock photo, and no thumbnails to pick from.
    await expect(canvas.getByRole('img', { name: 'No photos' })).toHaveAttribute('src', DEFAULT_PROPERTY_IMAGE);
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};
/** The design-system gallery with the listing's photos: thumbnails pick the large photo. */
export const Photos: Story = {
  play: async ({ canvas }) => {
    const gallery = within(canvas.getByRole('region', { name: /^Bright 2-bedroom condo.* photos$/ }));
    const thumbs = gallery.getAllByRole('radio');
    await expect(thumbs.length).toBeGreaterThan(1);
    await userEvent.click(thumbs[1]!);
    await expect(gallery.getByRole('img', { name: new RegExp(`photo 2 of ${thumbs.length}$`) })).toBeVisible();
  },
};
export const MessageDialogOpen: Story = {
  args: { initialDialog: 'message' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Send message to owner' })).toBeInTheDocument();
    await expect(screen.getAllByRole('button', { name: 'Send Message' }).at(-1)).toBeDisabled();
  },
};
/** A message being written survives closing the dialog: opened again, it is still there. */
export const MessageDraftKept: Story = {
  args: { canMessage: () => true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Send Message' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Send message to owner' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Is the parking included?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getAllByRole('button', { name: 'Send Message' })[0]!);
    const again = await screen.findByRole('dialog', { name: 'Send message to owner' });
    await expect(within(again).getByRole('textbox', { name: 'Message' })).toHaveValue('Is the parking included?');
  },
};
export const MessagePending: Story = { args: { initialDialog: 'message', messagePending: true } };
/** Back from signing in to send a message: the page opens the message dialog by itself. */
export const MessageAfterSignIn: Story = {
  args: { openMessage: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Send message to owner' })).toBeInTheDocument();
  },
};
export const DocumentsDialogOpen: Story = {
  args: { initialDialog: 'documents' },
  play: async () => {
    await expect(await screen.findByText('Lease contract documents')).toBeInTheDocument();
    await expect(screen.getByText('Other documents')).toBeInTheDocument();
  },
};
export const ViewingPending: Story = { args: { viewingPending: true } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const NotFound: Story = {
  args: { state: { status: 'notFound' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Property Not Found' })).toBeInTheDocument();
  },
};
export const FetchFailed: Story = {
  args: { state: { status: 'error', message: 'Property not found' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Property not found')).toBeInTheDocument();
  },
};

/** The page in fr-CA, then its dialog (outside the canvas), opened by the story or by the button named `opener`. */
const withFrenchDialog = (story: Story, dialog: string, opener?: string): Story => ({
  ...inFrench(story),
  play: async (context) => {
    await inFrench({}).play(context);
    if (opener) await userEvent.click(context.canvas.getByRole('button', { name: opener }));
    await expectNoEnglish(await screen.findByRole('dialog', { name: dialog }));
  },
});

/** fr-CA: the facts, money « 2 345 $ par mois », dates « 1 déc. 2026 », amenities; no English left. */
export const VisitorFrench: Story = {
  ...inFrench(Visitor),
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvasElement.textContent).toContain('Délai de réponse\u00a0: Moins de 24\u00a0heures');
    await expect(context.canvas.getByRole('link', { name: 'Écrire sur WhatsApp' })).toBeInTheDocument();
    await expect(context.canvasElement.textContent).toMatch(/\d\u00a0\$ par mois/);
    await expect(context.canvas.getByText('1 déc. 2026')).toBeInTheDocument();
    await expect(context.canvas.getByText('Lave-vaisselle')).toBeInTheDocument();
    // No French text from the owner: the English title is read as English, and said so.
    await expect(context.canvas.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(context.canvas.getByText('Rédigé en anglais')).toBeInTheDocument();
  },
};
/** The owner gave a French title and description: a French visitor reads them, unlabelled. */
export const VisitorFrenchListing: Story = {
  ...inFrench(Visitor),
  args: {
    state: {
      status: 'ready',
      data: toPropertyDetail(detailProperty({ titleFr: 'Condo lumineux près de High Park', descriptionFr: 'Unité de coin avec balcon.' }), []),
    },
  },
  play: async (context) => {
    await expect(context.canvas.getByRole('heading', { level: 1, name: 'Condo lumineux près de High Park' })).not.toHaveAttribute('lang');
    await expect(context.canvas.getByText('Unité de coin avec balcon.')).toBeInTheDocument();
    await expect(context.canvas.queryByText('Rédigé en anglais')).toBeNull();
  },
};
export const OwnerFrench: Story = inFrench(Owner);
export const SignedInReportsFrench: Story = withFrenchDialog(SignedInReports, 'Signaler l’annonce', 'Signaler l’annonce');
export const WithCurrentLeaseForPartiesFrench: Story = {
  ...inFrench(WithCurrentLeaseForParties),
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvas.getByText('31 déc. 2026')).toBeInTheDocument();
  },
};
export const WithCurrentLeasePublicFrench: Story = inFrench(WithCurrentLeasePublic);
export const SavedFrench: Story = inFrench(Saved);
export const PriceDroppedFrench: Story = {
  ...inFrench(PriceDropped),
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvas.getByText('Baisse de prix')).toBeInTheDocument();
    // French money spaces its thousands and its sign with a no-break space (\s matches it).
    await expect(context.canvas.getByText(/^était à 2\s650\s\$$/)).toBeInTheDocument();
  },
};
export const PriceDroppedPhoneFrench: Story = {
  ...inFrench(PriceDroppedPhone),
  play: async (context) => {
    await PriceDroppedFrench.play!(context as never);
    await rentLineOnPhone(context);
  },
};
export const SignedOutFrench: Story = inFrench({ args: { signInFirst: true } });
export const SingleImageNoExtrasFrench: Story = inFrench(SingleImageNoExtras);
export const MessageDialogOpenFrench: Story = withFrenchDialog(MessageDialogOpen, 'Écrire au propriétaire');
export const MessagePendingFrench: Story = inFrench(MessagePending);
export const MessageAfterSignInFrench: Story = withFrenchDialog(MessageAfterSignIn, 'Écrire au propriétaire');
export const DocumentsDialogOpenFrench: Story = withFrenchDialog(DocumentsDialogOpen, 'Documents du logement');
export const ViewingPendingFrench: Story = inFrench(ViewingPending);
export const NotFoundFrench: Story = inFrench(NotFound);
export const FetchFailedFrench: Story = inFrench({ args: { state: { status: 'error', message: 'Logement introuvable' } } });

/** A visitor: no review badge (every public listing is approved); 'IPFS Verified' because documents are stored on IPFS. */
export const VisitorBadges: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^approved$/i)).toBeNull();
    await expect(canvas.getByText('IPFS Verified')).toBeInTheDocument();
  },
};
/** No documents: no 'IPFS Verified' beside 'View All Documents (0)'. */
export const NoDocumentsNoVerifiedBadge: Story = {
  args: { state: { status: 'ready', data: toPropertyDetail(detailProperty(), []) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'View All Documents (0)' })).toBeInTheDocument();
    await expect(canvas.queryByText('IPFS Verified')).toBeNull();
  },
};
/** The owner (and admins) see where the review stands. */
export const OwnerSeesReviewStatus: Story = {
  args: { isOwner: true, showReviewStatus: true, state: { status: 'ready', data: toPropertyDetail(detailProperty({ status: 'pending' }), propertyDocuments) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeInTheDocument();
  },
};
export const VisitorBadgesFrench: Story = {
  ...inFrench(VisitorBadges),
  play: async (context) => {
    await inFrench(VisitorBadges).play(context);
    await expect(within(context.canvasElement).queryByText(/^approuvée?$/i)).toBeNull();
  },
};
export const NoDocumentsNoVerifiedBadgeFrench: Story = inFrench(NoDocumentsNoVerifiedBadge);
export const OwnerSeesReviewStatusFrench: Story = inFrench(OwnerSeesReviewStatus);

/** The phone action bar's label in either language. */
const ACTION_BAR = /^(Listing actions|Actions de l’annonce)$/;

/**
 * On a phone the listing's first actions are on screen without scrolling (docs/product.md#property-detail): the
 * action bar at the bottom, holding exactly `names` (links or buttons, the page's own texts), each at least 44 × 44 px.
 */
const actionsOnScreen =
  (names: string[]) =>
  async ({ canvas }: { canvas: { getByRole: typeof screen.getByRole } }) => {
    const bar = canvas.getByRole('region', { name: ACTION_BAR });
    const controls = [...bar.querySelectorAll('a, button')];
    await expect(controls.map((control) => control.textContent?.trim())).toEqual(names);
    for (const control of controls) await expectOnScreen(control);
  };
/** An Apply button as the application module draws it (the real one is a container with its own query). */
const applyButton = (label: string) => (
  <Button fullWidth variant="secondary">
    {label}
  </Button>
);
const signedInViewing = (label: string) => () => <Button fullWidth variant="outline">{label}</Button>;

/** A visitor at 390 × 844: Send Message and Request Viewing at the bottom of the first screen. */
export const PhoneVisitor: Story = { ...atPhone(390), play: actionsOnScreen(['Send Message', 'Request Viewing']) };
/** Signed out: the same two, as links to sign in first. */
export const PhoneSignedOut: Story = { ...atPhone(390), args: { signInFirst: true }, play: actionsOnScreen(['Send Message', 'Request Viewing']) };
/** A tenant: Apply takes Send Message's place in the bar (Send Message stays in the contact card). */
export const PhoneTenant: Story = {
  ...atPhone(390),
  args: { apply: applyButton('Apply'), viewing: signedInViewing('Request Viewing') },
  play: actionsOnScreen(['Apply', 'Request Viewing']),
};
/** The narrowest phone, 320 × 568. */
export const PhoneNarrowTenant: Story = { ...PhoneTenant, ...atPhone(320) };
/** The owner has no contact actions, so no bar. */
export const PhoneOwner: Story = {
  ...atPhone(390),
  args: { isOwner: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: ACTION_BAR })).toBeNull();
  },
};
/** An open dialog covers the bar (a lower layer): its own button is drawn on top, the bar's are not. */
export const PhoneDialogOverBar: Story = {
  ...atPhone(390),
  args: { initialDialog: 'message' },
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Send message to owner' });
    await dialogSettled(dialog);
    await expectDrawnOnTop(within(dialog).getAllByRole('button', { name: 'Send Message' }).at(-1)!);
    // Send Message (40 px on large screens) and Cancel are whole tap targets here.
    await expectDialogTapTargets(dialog);
    const bar = canvas.getByRole('region', { name: ACTION_BAR, hidden: true });
    const box = bar.getBoundingClientRect();
    await expect(bar.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(false);
  },
};
/** Every dialog of the page is made of whole tap targets on a phone. */
export const PhoneDocumentsDialog: Story = {
  ...atPhone(390),
  args: { initialDialog: 'documents' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await dialogSettled(dialog);
    await expectDialogTapTargets(dialog);
  },
};
export const PhoneReportDialog: Story = { ...PhoneDocumentsDialog, args: { initialDialog: 'report' } };
/** Desktop: the contact card is in view, no bar. */
export const DesktopHasNoBar: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: ACTION_BAR })).toBeNull();
  },
};

const frenchPhone = (story: Story, names: string[]): Story => ({
  ...inFrench(story),
  play: async (context) => {
    await inFrench({}).play(context);
    await actionsOnScreen(names)(context);
  },
});
export const PhoneVisitorFrench = frenchPhone(PhoneVisitor, ['Envoyer un message', 'Demander une visite']);
export const PhoneSignedOutFrench = frenchPhone(PhoneSignedOut, ['Envoyer un message', 'Demander une visite']);
export const PhoneTenantFrench = frenchPhone(
  { ...PhoneTenant, args: { apply: applyButton('Postuler'), viewing: signedInViewing('Demander une visite') } },
  ['Postuler', 'Demander une visite'],
);
export const PhoneNarrowTenantFrench = frenchPhone(
  { ...PhoneNarrowTenant, args: { apply: applyButton('Postuler'), viewing: signedInViewing('Demander une visite') } },
  ['Postuler', 'Demander une visite'],
);

const LONG_EMAIL = 'alexandra.bouchard-tremblay.locations@gestion-immobiliere-exemple.ca';
const withLongEmail = () => {
  const detail = detailProperty(leasedDetail(true));
  return { ...detail, currentLease: { ...detail.currentLease!, lease: { ...detail.currentLease!.lease!, tenantEmail: LONG_EMAIL } } };
};
/** 320 px: a long address breaks only before its '@', each half on one line (an ellipsis if still too long), whole in its title. */
export const PhoneLongEmail: Story = {
  ...atPhone(320),
  args: { state: { status: 'ready', data: toPropertyDetail(withLongEmail(), []) } },
  play: async ({ canvasElement }) => {
    const email = canvasElement.querySelector(`[title="${LONG_EMAIL}"]`)!;
    await expect(email).toHaveTextContent(LONG_EMAIL);
    const halves = [...email.children].filter((el) => el.tagName === 'SPAN');
    await expect(halves.map((half) => half.textContent)).toEqual(['alexandra.bouchard-tremblay.locations', '@gestion-immobiliere-exemple.ca']);
    for (const half of halves) await expect(half.getClientRects()).toHaveLength(1);
    const lineHeight = parseFloat(getComputedStyle(halves[0]!).lineHeight) || 24;
    for (const half of halves) await expect(half.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  },
};
export const PhoneLongEmailFrench: Story = { ...inFrench(PhoneLongEmail), play: async (context) => {
  await inFrench({}).play(context);
  await PhoneLongEmail.play!(context as never);
} };
