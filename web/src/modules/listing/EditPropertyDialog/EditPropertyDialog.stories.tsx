import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { propertyFixture } from '../../../testing/fixtures/dashboard';
import { inFrenchDialog } from '../../../testing/french';
import { EditPropertyDialog } from './EditPropertyDialog';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';

const meta = {
  title: 'Listing/EditPropertyDialog',
  component: EditPropertyDialog,
  args: { property: propertyFixture(), isOpen: true, onOpenChange: fn(), onSave: fn() },
} satisfies Meta<typeof EditPropertyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Property' }));
    await expect(dialog.getByRole('checkbox', { name: 'Show on Public Marketplace' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  },
};
export const Saving: Story = { args: { isSaving: true } };

/** The neighbourhood starts as saved; clearing it sends null (the listing no longer names one). */
export const ClearsNeighbourhood: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Property' }));
    const neighbourhood = dialog.getByRole('textbox', { name: 'Neighbourhood' });
    await expect(neighbourhood).toHaveValue('The Annex');
    await userEvent.clear(neighbourhood);
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ neighbourhood: null }));
  },
};

/** In fr-CA: the dialog, and the shared contract's validation message in French when the title is cleared. */
export const OpenFrench: Story = inFrenchDialog(Open, 'Modifier le logement', async (element, args) => {
  const dialog = within(element);
  await expect(dialog.getByRole('textbox', { name: 'Quartier' })).toHaveValue('The Annex');
  await userEvent.clear(dialog.getAllByRole('textbox', { name: /^Titre/ })[0]!);
  await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer les modifications' }));
  await waitFor(() => expect(dialog.getByText('Le titre est obligatoire')).toBeVisible());
  await expect(args.onSave).not.toHaveBeenCalled();
});
export const SavingFrench: Story = inFrenchDialog(Saving, 'Modifier le logement');

/** An apartment listing (as the demo's and most renters' are) opens with its type chosen, and saves as one. */
export const ApartmentListing: Story = {
  args: { property: propertyFixture({ propertyType: 'apartment', province: 'QC', city: 'Montréal', postalCode: 'H2X 1Y4' }) },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Property' }));
    await expect(dialog.getByRole('button', { name: /Property Type/ })).toHaveTextContent('Apartment');
    await expect(dialog.queryByText('Select an item')).toBeNull();
    await expect(dialog.getByRole('button', { name: /Province$/ })).toHaveTextContent('Quebec');
    await userEvent.click(dialog.getByRole('button', { name: /Property Type/ }));
    await expect(await screen.findByRole('option', { name: 'Studio' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ propertyType: 'apartment', province: 'QC' }));
  },
};
/** In French: « Appartement », « Québec ». */
export const ApartmentListingFrench: Story = inFrenchDialog(ApartmentListing, 'Modifier le logement', async (element) => {
  const dialog = within(element);
  await expect(dialog.getByRole('button', { name: /Type de logement/ })).toHaveTextContent('Appartement');
  await expect(dialog.getByRole('button', { name: /Province$/ })).toHaveTextContent('Québec');
});

/** The first occupancy is kept on save; the hint says why it matters. */
export const FirstOccupied: Story = {
  args: { property: propertyFixture({ firstOccupiedOn: '2019-03-01' }) },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Property' }));
    await expect(dialog.getByText(/Ontario, a unit first occupied after November 15, 2018/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ firstOccupiedOn: '2019-03-01' }));
  },
};
export const FirstOccupiedFrench: Story = inFrenchDialog(FirstOccupied, 'Modifier le logement');

/** The shared table runs as the landlord types: the wording is flagged under its field, with a rewrite. */
export const WordingFlagged: Story = {
  args: { property: propertyFixture({ description: 'Quiet building. Adults only.' }) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Property' }));
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveAccessibleDescription(/“Adults only” excludes people because of their family status \(children\)/);
    const title = dialog.getAllByRole('textbox', { name: /^Title/ })[0]!;
    await userEvent.click(title);
    await userEvent.paste(' - no ODSP');
    await waitFor(() => expect(title).toHaveAccessibleDescription(/“no ODSP” excludes people because of their source of income \(public assistance\)/));
    // Ordinary words pass: the note goes away once the wording does.
    await userEvent.clear(description);
    await userEvent.click(description);
    await userEvent.paste('Kids’ park nearby. No smoking.');
    await waitFor(() => expect(dialog.queryByText(/“Adults only”/)).toBeNull());
  },
};
export const WordingFlaggedFrench: Story = inFrenchDialog(
  { args: { property: propertyFixture({ description: 'Immeuble tranquille. Adultes seulement.', province: 'QC', city: 'Montréal', postalCode: 'H2X 1Y4' }) } },
  'Modifier le logement',
  async (element) => {
    await waitFor(() => expect(element.textContent).toMatch(/«\u00a0Adultes seulement\u00a0» exclut des personnes en raison de leur situation familiale/));
  },
);
/** The narrowest phone: the notes wrap inside the window. */
export const WordingFlaggedPhone320: Story = {
  args: { property: propertyFixture({ description: 'Quiet building. Adults only, no ODSP.' }) },
  ...atPhoneWidth(320),
  play: async () => {
    const element = await screen.findByRole('dialog', { name: 'Edit Property' });
    // Measured once the dialog has finished rising in (it opens slightly scaled down).
    await waitFor(() => expect(within(element).getByText(/“Adults only” excludes people/)).toBeVisible());
    await expectFitsWindow(within(element).getByText(/“Adults only” excludes people/).closest('span[aria-live]')!);
  },
};
/** The narrowest phone: every field of the dialog stays inside the window. */
export const OpenPhone320: Story = {
  ...atPhoneWidth(320),
  play: async () => {
    const element = await screen.findByRole('dialog', { name: 'Edit Property' });
    // Measured once the dialog has finished rising in (it opens slightly scaled down).
    await waitFor(() => expect(element.getAnimations({ subtree: true }).length).toBe(0));
    await expectFitsWindow(element);
  },
};

const FRONT = 'bafkreicfgodctsxhkmtbia6pmylm5oeg2g3pwgxbiaii74mtzjw3ghhxh4';
const KITCHEN = '/ipfs/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';
const OUTSIDE = '/images/default-property.svg';
const withGallery = propertyFixture({ images: [FRONT, KITCHEN, OUTSIDE], amenities: ['Dishwasher'] });

/** The listing form's photos, amenities and lease documents: the gallery in its order, the cover first. */
export const PhotosAndAmenities: Story = {
  args: { property: withGallery, documents: ['Lease 2026.pdf'] },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Property' }));
    const photos = within(dialog.getByRole('list', { name: 'Images and videos: files' }));
    const rows = photos.getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^Photo 1Cover/), expect.stringMatching(/^Photo 2/), expect.stringMatching(/^Photo 3/)]);
    await expect(within(rows[0]!).getByText(`IPFS ${FRONT}`)).toBeInTheDocument();
    await expect(dialog.getByRole('checkbox', { name: 'Dishwasher' })).toBeChecked();
    await expect(dialog.getByRole('heading', { name: 'Lease documents' })).toBeInTheDocument();
    await expect(within(dialog.getByRole('list', { name: 'Documents of this listing' })).getByText('Lease 2026.pdf')).toBeInTheDocument();
    // The kitchen becomes the cover, the outside picture is removed, a balcony is ticked.
    await userEvent.click(photos.getByRole('button', { name: 'Make cover: photo 2' }));
    await userEvent.click(photos.getByRole('button', { name: 'Remove Photo 3' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Balcony/Patio' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ images: [KITCHEN, FRONT], amenities: ['Dishwasher', 'Balcony/Patio'] }));
  },
};
/** In French: « Photos et vidéos », « Photo principale », « Lave-vaisselle ». */
export const PhotosAndAmenitiesFrench: Story = inFrenchDialog({ args: { property: withGallery, documents: ['Bail 2026.pdf'] } as Story['args'] }, 'Modifier le logement', async (element) => {
  const dialog = within(element);
  await expect(dialog.getByRole('heading', { name: 'Photos et vidéos' })).toBeInTheDocument();
  await expect(dialog.getByText('Photo principale')).toBeInTheDocument();
  await expect(dialog.getByRole('checkbox', { name: 'Lave-vaisselle' })).toBeChecked();
});

/** Saved untouched, the gallery and the amenities are not sent (nothing to re-check or re-flag). */
export const UntouchedFilesNotSent: Story = {
  args: { property: withGallery },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Property' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    const [input] = (args.onSave as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(input).not.toHaveProperty('images');
    await expect(input).not.toHaveProperty('amenities');
    await expect(input).not.toHaveProperty('leaseDocuments');
  },
};

/** The narrowest phone: the gallery's rows stay inside the window, every button a 44 px tap target. */
export const PhotosPhone320: Story = {
  args: { property: withGallery },
  ...atPhoneWidth(320),
  play: async () => {
    const element = await screen.findByRole('dialog', { name: 'Edit Property' });
    // Measured once the dialog and its frame have finished rising in (they open slightly scaled down).
    await waitFor(() => expect(document.getAnimations().length).toBe(0));
    const list = within(element).getByRole('list', { name: 'Images and videos: files' });
    await expectFitsWindow(list);
    for (const button of within(list).getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.min(width, height), button.getAttribute('aria-label') ?? button.textContent ?? '').toBeGreaterThanOrEqual(44);
    }
  },
};

/** Choosing Studio sets Bedrooms to 0 (a studio has no separate bedroom), as on List Your Property. */
export const StudioSetsNoBedrooms: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Property' }));
    await userEvent.click(dialog.getByRole('button', { name: /Property Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Studio' }));
    await expect(dialog.getByRole('textbox', { name: 'Bedrooms' })).toHaveValue('0');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ propertyType: 'studio', bedrooms: 0 }));
  },
};
