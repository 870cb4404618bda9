import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inFrenchDialog } from '../../../testing/french';
import { SavedSearchDialog } from './SavedSearchDialog';

const meta = {
  title: 'SavedSearch/SavedSearchDialog',
  component: SavedSearchDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    mode: 'save',
    defaultName: 'Montréal · 2+ bedrooms · ≤ $2,000',
    summary: 'Montréal · 2+ bedrooms · ≤ $2,000',
    onSubmit: fn(),
  },
} satisfies Meta<typeof SavedSearchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The name comes prefilled from the filters; instant alerts unless another is chosen. */
export const Save: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Montréal · 2+ bedrooms · ≤ $2,000');
    await expect(dialog.getByRole('radio', { name: 'Instant alerts' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Daily digest' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save search' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Montréal · 2+ bedrooms · ≤ $2,000', alert: 'daily' });
  },
};
/** A name is required: the shared contract's rule and message, before any call. */
export const NameRequired: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(dialog.getByText('Name is required')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** The API's refusal (409 at the cap of 25) stays in the dialog. */
export const Full: Story = {
  args: { error: 'You can keep up to 25 saved searches. Delete one to save this search.' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('You can keep up to 25 saved searches.');
  },
};
export const Saving: Story = { args: { isPending: true } };

const french = { defaultName: 'Montréal · 2+ ch. · ≤ 2 000 $', summary: 'Montréal · 2+ ch. · ≤ 2 000 $' };
const SaveInFrench: Story = { args: french };
const FullInFrench: Story = { args: { ...french, error: 'Vous pouvez garder jusqu’à 25 recherches sauvegardées. Supprimez-en une pour sauvegarder celle-ci.' } };
const SavingInFrench: Story = { args: { ...french, isPending: true } };
export const SaveFrench: Story = inFrenchDialog(SaveInFrench, 'Sauvegarder cette recherche', async (element, args) => {
  const dialog = within(element);
  await expect(dialog.getByRole('radio', { name: 'Alertes instantanées' })).toBeChecked();
  await userEvent.clear(dialog.getByRole('textbox', { name: 'Nom' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Sauvegarder la recherche' }));
  await waitFor(() => expect(dialog.getByText('Le nom est obligatoire')).toBeVisible());
  await expect(args.onSubmit).not.toHaveBeenCalled();
});
export const FullFrench: Story = inFrenchDialog(FullInFrench, 'Sauvegarder cette recherche');
export const SavingFrench: Story = inFrenchDialog(SavingInFrench, 'Sauvegarder cette recherche');
