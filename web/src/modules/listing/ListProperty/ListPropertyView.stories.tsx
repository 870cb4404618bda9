import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { photos } from '../../../testing/fixtures/images';
import type { UploadedFile } from '../../../lib/upload';
import { guardStory } from '../../../testing/guard-story';
import { LISTING_DEFAULTS } from './listing-form';
import { ListPropertyView } from './ListPropertyView';
import { inFrench } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';
import { FLAGGED_TEXT, FLAGGED_TEXT_FR, flaggedFindings } from '../../../testing/fixtures/listing-text';
import { StoryProviders } from '../../../testing/decorators';
import { moveFile, withoutFile } from '../ListingFiles/upload-list';
import { CreatePropertyDocument } from './ListProperty.generated';
import ListPropertyContainer from './ListPropertyContainer';

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
    onMoveMedia: fn(),
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
    await expect(canvas.getByRole('switch', { name: 'Show on Public Marketplace' })).toBeChecked();
    await expect(canvas.getByLabelText(/Monthly Rent/)).toHaveValue('0');
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

/** The file names of the media list's rows, in the order shown. */
const shownOrder = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: /^(Images and videos|Photos et vidéos)/ }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('span')?.textContent);

/** The landlord's order: the first is the cover; any other can be made the cover or moved a place, by keyboard too. */
export const PhotoOrder: Story = {
  args: {
    media: { uploading: [], uploaded: [uploaded('living-room.png', 'image', photos[0]!), uploaded('bedroom.png', 'image', photos[1]!), uploaded('kitchen.png', 'image', photos[2]!)] },
  },
  // The container's state, with its helpers: the rows move as they do on the page.
  render: function PhotoOrderScreen(args) {
    const [media, setMedia] = useState(args.media);
    const onMoveMedia = (id: string, to: number) => {
      args.onMoveMedia(id, to);
      setMedia((l) => moveFile(l, id, to));
    };
    return <ListPropertyView {...args} media={media} onMoveMedia={onMoveMedia} onRemoveMedia={(id) => setMedia((l) => withoutFile(l, id))} />;
  },
  play: async ({ canvas, args }) => {
    await expect(shownOrder(canvas)).toEqual(['living-room.png', 'bedroom.png', 'kitchen.png']);
    const rows = within(canvas.getByRole('list', { name: 'Images and videos: files' })).getAllByRole('listitem');
    await expect(within(rows[0]!).getByText('Cover')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Make cover: photo 1' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Make cover: photo 3' }));
    await expect(args.onMoveMedia).toHaveBeenCalledWith('kitchen.png', 0);
    await expect(shownOrder(canvas)).toEqual(['kitchen.png', 'living-room.png', 'bedroom.png']);
    await expect(canvas.getByText('kitchen.png is now the cover.')).toBeInTheDocument();
    // The focus stays with the photo that moved: on its next button, Make cover being gone from the first row.
    await expect(canvas.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(shownOrder(canvas)).toEqual(['living-room.png', 'kitchen.png', 'bedroom.png']);
    await expect(canvas.getByRole('button', { name: 'Move photo 2 later' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(shownOrder(canvas)).toEqual(['living-room.png', 'bedroom.png', 'kitchen.png']);
    await expect(canvas.getByText('kitchen.png is now photo 3.')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Move photo 2 earlier' }));
    await expect(shownOrder(canvas)).toEqual(['bedroom.png', 'living-room.png', 'kitchen.png']);
    await expect(canvas.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus();
  },
};
export const PhotoOrderFrench: Story = {
  ...inFrench(PhotoOrder),
  play: async (context) => {
    await inFrench({}).play(context);
    const { canvas } = context;
    await expect(within(canvas.getByRole('list', { name: 'Photos et vidéos\u00a0: fichiers' })).getByText('Photo principale')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'En faire la photo principale\u00a0: photo 2' }));
    await expect(shownOrder(canvas)).toEqual(['bedroom.png', 'living-room.png', 'kitchen.png']);
    await userEvent.click(canvas.getByRole('button', { name: 'Reculer la photo 2' }));
    await expect(shownOrder(canvas)).toEqual(['bedroom.png', 'kitchen.png', 'living-room.png']);
    await expect(canvas.getByText('living-room.png est maintenant la photo 3.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Avancer la photo 2' }));
    await expect(shownOrder(canvas)).toEqual(['kitchen.png', 'bedroom.png', 'living-room.png']);
    await expect(canvas.getByText('kitchen.png est maintenant la photo principale.')).toBeInTheDocument();
    await inFrench({}).play(context);
  },
};
/** The narrowest phone: the order buttons wrap under each file, every one a 44 px tap target. */
export const PhotoOrderPhone320: Story = {
  ...PhotoOrder,
  ...atPhoneWidth(320),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Images and videos: files' });
    await expectFitsWindow(list);
    for (const button of within(list).getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
  },
};

// The page with its container: each upload answers when the story says (broken.png is refused), the listing goes to a mock.
const answers = new Map<string, () => void>();
/** A content id the API takes, naming its file: bafybeired… for red.png. */
const cidOf = (name: string) => `bafybei${name.replace('.png', '')}`.padEnd(59, 'q');
const fakeUploads =
  (real: typeof fetch): typeof fetch =>
  async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/upload/presigned-url')) return Response.json({ url: '/story-upload' });
    if (url !== '/story-upload') return real(input, init);
    const file = (init!.body as FormData).get('file') as File;
    await new Promise<void>((resolve) => answers.set(file.name, resolve));
    if (file.name === 'broken.png') return new Response('Payload Too Large', { status: 413, statusText: 'Payload Too Large' });
    return Response.json({ data: { cid: cidOf(file.name), id: 7, name: file.name, size: file.size, mimeType: file.type } });
  };
const answer = async (name: string) => {
  await waitFor(() => expect(answers.has(name)).toBe(true));
  answers.get(name)!();
};
const sentImages = fn();
const DRAFT_KEY = 'hearth.listingDraft.21';

/** Files chosen together keep the order chosen, however their uploads finish; the listing is sent in the order shown. */
export const ChosenTogetherSentInOrder: Story = {
  beforeEach: () => {
    const real = window.fetch;
    window.fetch = fakeUploads(real);
    sentImages.mockClear();
    answers.clear();
    // A draft with every required field, so List Property sends the listing.
    const values = { ...Filled.args!.values!, postalCode: 'M6P 1A1' };
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ values, media: [], documents: [], savedAt: '2026-11-22T10:00:00Z' }));
    return () => {
      window.fetch = real;
      localStorage.removeItem(DRAFT_KEY);
    };
  },
  render: () => (
    <StoryProviders
      role="landlord"
      mocks={[
        {
          request: { query: CreatePropertyDocument, variables: () => true },
          result: (variables) => {
            sentImages(variables.input.images);
            return { data: { createProperty: { __typename: 'Property', id: 31, status: 'pending' } } };
          },
        },
      ]}
    >
      <ListPropertyContainer />
    </StoryProviders>
  ),
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('#media-upload input[type="file"]')!;
    const picked = new DataTransfer();
    for (const name of ['red.png', 'green.png', 'broken.png', 'blue.png']) picked.items.add(new File(['png'], name, { type: 'image/png' }));
    input.files = picked.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    // Each has its place at once; green's upload finishes first and fills its own.
    await expect(shownOrder(canvas)).toEqual(['red.png', 'green.png', 'broken.png', 'blue.png']);
    await answer('green.png');
    await canvas.findByText(`IPFS ${cidOf('green.png')}`);
    await expect(shownOrder(canvas)).toEqual(['red.png', 'green.png', 'broken.png', 'blue.png']);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading red.png' })).toBeInTheDocument();
    // The refused one gives up its place and keeps its reason at the end.
    await answer('broken.png');
    await canvas.findByText('Upload failed: 413 Payload Too Large');
    await expect(shownOrder(canvas)).toEqual(['red.png', 'green.png', 'blue.png', 'broken.png']);
    await answer('blue.png');
    await answer('red.png');
    await canvas.findByText(`IPFS ${cidOf('red.png')}`);
    await expect(shownOrder(canvas)).toEqual(['red.png', 'green.png', 'blue.png', 'broken.png']);
    await expect(canvas.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Make cover: photo 3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move photo 2 later' }));
    await expect(shownOrder(canvas)).toEqual(['blue.png', 'green.png', 'red.png', 'broken.png']);
    await userEvent.click(canvas.getByRole('button', { name: 'List Property' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(sentImages).toHaveBeenCalledWith(['blue.png', 'green.png', 'red.png'].map(cidOf)));
  },
};
