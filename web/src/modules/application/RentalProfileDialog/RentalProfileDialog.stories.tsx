import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { rentalProfileFixture } from '../../../testing/fixtures/applications';
import { inFrenchDialog } from '../../../testing/french';
import { RentalProfileDialog } from './RentalProfileDialog';

const profile = rentalProfileFixture();
const meta = {
  title: 'Application/RentalProfileDialog',
  component: RentalProfileDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    profile,
    documents: profile.documents.map((document) => ({ id: document.ipfsHash, kind: document.kind, name: document.name, size: document.size ?? 0, progress: 100, document })),
    onDocumentFiles: fn(),
    onRemoveDocument: fn(),
    onSubmit: fn(),
    today: '2026-10-01',
  },
} satisfies Meta<typeof RentalProfileDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The saved profile, editable; references come and go (up to five); Save sends the contract's input. */
export const Editing: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Rental profile' }));
    await expect(dialog.getByRole('textbox', { name: 'Employer' })).toHaveValue('Hôpital Sainte-Justine');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove reference 2' }));
    await expect(dialog.queryByRole('group', { name: 'Reference 2' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Save rental profile' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ employer: 'Hôpital Sainte-Justine', householdSize: 2, references: [profile.references[0]], documents: profile.documents }),
    );
  },
};
/** A reference needs its three fields; the message comes from the shared contract. */
export const IncompleteReference: Story = {
  args: { profile: null, documents: [] },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Rental profile' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add reference' }));
    await userEvent.type(within(dialog.getByRole('group', { name: 'Reference 1' })).getByRole('textbox', { name: /Name/ }), 'Marie Roy');
    await userEvent.click(dialog.getByRole('button', { name: 'Save rental profile' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.getByText('Each reference needs a relation.')).toBeInTheDocument();
    await expect(dialog.getByText('Each reference needs a way to reach them.')).toBeInTheDocument();
  },
};
/** Five references: no sixth. */
export const FullReferences: Story = {
  args: { profile: rentalProfileFixture({ references: Array.from({ length: 5 }, (_, i) => ({ name: `Reference ${i + 1}`, relation: 'Friend', contact: `r${i}@example.ca` })) }) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Rental profile' }));
    await expect(dialog.queryByRole('button', { name: 'Add reference' })).toBeNull();
    await expect(dialog.getByText('Up to 5 references.')).toBeInTheDocument();
  },
};
export const Uploading: Story = {
  args: { documents: [{ id: 'up-1', kind: 'reference-letter', name: 'reference-letter.pdf', size: 90_000, progress: 30 }] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Rental profile' }));
    await expect(dialog.getByRole('button', { name: 'Save rental profile' })).toBeDisabled();
  },
};
export const Saving: Story = { args: { isPending: true } };
export const Refused: Story = { args: { error: 'Please enter a valid date (YYYY-MM-DD).' } };

export const EditingFrench: Story = inFrenchDialog({}, 'Profil locatif');
export const IncompleteReferenceFrench: Story = inFrenchDialog(IncompleteReference, 'Profil locatif');
