import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, type Mock } from 'storybook/test';
import { photos } from '../../../testing/fixtures/images';
import type { UploadedFile } from '../../../lib/upload';
import { guardStory } from '../../../testing/guard-story';
import { LISTING_DEFAULTS } from './listing-form';
import { ListPropertyView } from './ListPropertyView';
import { inFrench } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';
import { FLAGGED_TEXT, FLAGGED_TEXT_FR, flaggedFindings } from '../../../testing/fixtures/listing-text';

const uploaded = (name: string, category: UploadedFile['category'], url: string): UploadedFile => ({
  id: name,
  name,
  type: category === 'image' ? 'image/png' : 'application/pdf',
  size: 120_000,
  url,
  ipfsHash: 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  fileId: 1,
  uploadedAt: '2026-11-22T10:00:00Z',
  category,
});

const meta = {
  title: 'Listing/ListProperty',
  component: ListPropertyView,
  args: {
    values: LISTING_DEFAULTS,
    errors: {},
    onChange: fn(),
    media: { uploading: [], uploaded: [] },
    documents: { uploading: [], uploaded: [] },
    onAddMedia: fn(),
    onAddDocuments: fn(),
    onRemoveMedia: fn(),
    onRemoveDocument: fn(),
    onRejectFiles: fn(),
    pending: false,
    draftSavedAt: null,
    onSubmit: fn(),
    onCancel: fn(),
    onSaveDraft: fn(),
  },
} satisfies Meta<typeof ListPropertyView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'List Your Property' })).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Show on public marketplace' })).toBeChecked();
    await expect(canvas.getByLabelText(/Monthly rent/)).toHaveValue('0');
    await canvas.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(args.onSaveDraft).toHaveBeenCalled();
    // One Title field until the landlord asks for the French version, which then takes focus.
    await expect(canvas.getAllByLabelText(/Title/)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a French version' }));
    await expect(canvas.getByRole('textbox', { name: 'Title in French' })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title in French' }), 'L');
    await expect(args.onChange).toHaveBeenCalledWith('titleFr', 'L');
    // The neighbourhood is optional, with a hint that says what it is for.
    const neighbourhood = canvas.getByRole('textbox', { name: 'Neighbourhood' });
    await expect(neighbourhood).not.toBeRequired();
    await expect(neighbourhood).toHaveAccessibleDescription(/Renters search by it/);
    await userEvent.type(neighbourhood, 'P');
    await expect(args.onChange).toHaveBeenCalledWith('neighbourhood', 'P');
  },
};
export const Uploading: Story = {
  args: {
    media: {
      uploading: [
        { key: 'a', name: 'kitchen.jpg', size: 380_000, progress: 30 },
        { key: 'b', name: 'tour.mp4', size: 9_000_000, progress: 80 },
      ],
      uploaded: [uploaded('living-room.png', 'image', photos[0]!)],
    },
    documents: { uploading: [{ key: 'c', name: 'lease.pdf', size: 120_000, progress: 10 }], uploaded: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading kitchen.jpg' })).toHaveAttribute('aria-valuenow', '30');
    const media = canvas.getByRole('list', { name: 'Images and videos: files' });
    await expect(media).toHaveTextContent('IPFS bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi');
    await expect(within(canvas.getByRole('list', { name: 'Lease documents: files' })).getByText('10%')).toBeVisible();
  },
};
/** A failed upload keeps its row with the reason until removed (the container also shows the spec's toast). */
export const UploadFailed: Story = {
  args: {
    documents: { uploading: [{ key: 'c', name: 'lease.pdf', size: 120_000, progress: 30, error: 'Upload failed: 413 Payload Too Large' }], uploaded: [] },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Upload failed: 413 Payload Too Large')).toBeVisible();
    await canvas.getByRole('button', { name: 'Remove lease.pdf' }).click();
    await expect(args.onRemoveDocument).toHaveBeenCalledWith('c');
  },
};
/** More lease documents than the limit: nothing uploads and the container gets the spec texts for its toast. */
export const TooManyDocuments: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('#lease-upload input[type="file"]')!;
    const picked = new DataTransfer();
    for (let i = 0; i < 6; i++) picked.items.add(new File(['%PDF-1.4'], `lease-${i}.pdf`, { type: 'application/pdf' }));
    input.files = picked.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(args.onRejectFiles).toHaveBeenCalledOnce();
    await expect((args.onRejectFiles as Mock).mock.calls[0][0]).toMatchObject({ title: 'Too Many Files', message: 'You can only upload up to 5 files.' });
    await expect(args.onAddDocuments).not.toHaveBeenCalled();
  },
};
export const Filled: Story = {
  args: {
    values: { ...LISTING_DEFAULTS, title: 'Bright condo', monthlyRent: '2450', address: '1820 Bloor St W', city: 'Toronto', neighbourhood: 'High Park', province: 'ON', propertyType: 'condo', amenities: ['Central AC', 'Dishwasher'] },
    media: { uploading: [], uploaded: [uploaded('living-room.png', 'image', photos[0]!), uploaded('bedroom.png', 'image', photos[1]!)] },
    documents: { uploading: [], uploaded: [uploaded('lease.pdf', 'document', '')] },
    draftSavedAt: '10:42 a.m.',
  },
};
export const ValidationErrors: Story = {
  args: {
    errors: { form: 'Please fill in all required fields.', title: 'Title is required', address: 'Address is required', city: 'City is required', province: 'Province is required', propertyType: 'Property type is required' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
  },
};
export const Listing: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Listing...')).toBeInTheDocument();
  },
};
/** Signed out and non-landlords get the route guard's states (ROUTE_ACCESS.listProperty), never the form. */
export const SignedOut: Story = guardStory({ route: 'listProperty', role: null, screen: <ListPropertyView {...meta.args} />, message: 'Sign in as a landlord to list your property.' });
export const TenantDenied: Story = guardStory({ route: 'listProperty', role: 'tenant', screen: <ListPropertyView {...meta.args} />, message: 'Only landlords can list properties.' });

/** fr-CA: every section, the type and amenity labels, the upload areas; no English left. */
export const EmptyFrench: Story = {
  ...inFrench(Empty),
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvas.getByRole('heading', { name: 'Publiez votre logement' })).toBeInTheDocument();
    await expect(context.canvas.getByRole('checkbox', { name: 'Lave-vaisselle' })).toBeInTheDocument();
    await expect(context.canvas.getByRole('textbox', { name: 'Quartier' })).toHaveAccessibleDescription(/chercher par quartier/);
  },
};
export const UploadingFrench: Story = inFrench(Uploading);
export const UploadFailedFrench: Story = inFrench({
  args: { documents: { uploading: [{ key: 'c', name: 'lease.pdf', size: 120_000, progress: 30, error: 'Échec du téléversement\u00a0: 413 Payload Too Large' }], uploaded: [] } },
});
export const FilledFrench: Story = inFrench({ ...Filled, args: { ...Filled.args, draftSavedAt: '10 h 42' } });
export const ValidationErrorsFrench: Story = inFrench({ args: { errors: { form: 'Veuillez remplir tous les champs obligatoires.' } } });
export const ListingFrench: Story = inFrench(Listing);

/** First occupancy, with why it matters (Ontario's exemption from the rent increase guideline). */
export const FirstOccupied: Story = {
  args: { values: { ...LISTING_DEFAULTS, province: 'ON', firstOccupiedOn: '2019-03-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/a unit first occupied after November 15, 2018 is not under the yearly rent increase guideline/)).toBeInTheDocument();
  },
};
export const FirstOccupiedRefused: Story = { args: { errors: { firstOccupiedOn: 'The first occupancy date must be in 1800 or later.' } } };
export const FirstOccupiedFrench: Story = inFrench(FirstOccupied);

/** Wording the human-rights commissions name as discriminatory, flagged under its field as the landlord types. */
export const WordingFlagged: Story = {
  args: { values: { ...LISTING_DEFAULTS, ...FLAGGED_TEXT }, textFindings: flaggedFindings('en-CA') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(/“professionals only” excludes people because of their source of income \(employment\)/);
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveAccessibleDescription(/“No kids” excludes people because of their family status \(children\)/);
    await expect(description).toHaveAccessibleDescription(/Try instead: Name the rent/);
  },
};
/** The server's 400 DISCRIMINATORY_TEXT: its message on top, its findings on the fields. */
export const WordingRefused: Story = {
  args: {
    ...WordingFlagged.args,
    errors: { form: '“professionals only” excludes people because of their source of income (employment). 2 other wordings are flagged too.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('“professionals only” excludes people');
    await expect(canvas.getAllByText(/excludes people because of their/)).toHaveLength(4);
  },
};
export const WordingFlaggedFrench: Story = {
  ...inFrench({ args: { values: { ...LISTING_DEFAULTS, ...FLAGGED_TEXT_FR }, textFindings: flaggedFindings('fr-CA') } }),
  play: async (context) => {
    await inFrench({}).play(context);
    const description = context.canvas.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveAccessibleDescription(/«\u00a0Pas d’enfants\u00a0» exclut des personnes en raison de leur situation familiale \(enfants\)/);
    await expect(description).toHaveAccessibleDescription(/Essayez plutôt\u00a0: /);
  },
};
export const WordingRefusedFrench: Story = inFrench({
  args: { ...WordingFlaggedFrench.args, errors: { form: '«\u00a0professionnels seulement\u00a0» exclut des personnes en raison de leur source de revenu (emploi).' } },
});
/** The narrowest phone: the notes wrap inside the window. */
export const WordingFlaggedPhone320: Story = {
  ...WordingFlagged,
  ...atPhoneWidth(320),
  play: async ({ canvas }) => {
    const notes = [...new Set(canvas.getAllByText(/excludes people because of their/).map((strong) => strong.closest('span[aria-live]')!))];
    await expect(notes).toHaveLength(2);
    for (const note of notes) await expectFitsWindow(note);
  },
};
/** The narrowest phone: every field of the form stays inside the window, in both languages. */
export const FilledPhone320: Story = {
  ...Filled,
  ...atPhoneWidth(320),
  play: async ({ canvas }) => expectFitsWindow(canvas.getByRole('form', { name: 'List Your Property' })),
};
export const FilledPhone320French: Story = {
  ...FilledPhone320,
  globals: { ...FilledPhone320.globals, locale: 'fr-CA' },
  play: async ({ canvasElement }) => expectFitsWindow(canvasElement.querySelector('form')!),
};
