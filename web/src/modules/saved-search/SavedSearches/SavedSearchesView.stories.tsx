import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { savedSearches } from '../../../testing/fixtures/saved-searches';
import { inFrench, inFrenchDialog } from '../../../testing/french';
import { SavedSearchesView } from './SavedSearchesView';

const [plateau] = savedSearches as [(typeof savedSearches)[number]];

const meta = {
  title: 'SavedSearch/SavedSearchesSection',
  component: SavedSearchesView,
  args: {
    searches: { status: 'ready', data: savedSearches },
    changeAlert: { run: fn() },
    renaming: null,
    onAskRename: fn(),
    rename: { run: fn() },
    deleting: null,
    onAskDelete: fn(),
    remove: { run: fn() },
  },
} satisfies Meta<typeof SavedSearchesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each search: its name, its filters in words, an Open link to the home page with them, and its actions. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Plateau 2 bedrooms' })).toBeVisible();
    await expect(canvas.getByText('Montréal · 2+ bedrooms · ≤ $2,000')).toBeVisible();
    await expect(canvas.getByText('Toronto · Condo · $1,500 to $2,800')).toBeVisible();
    await expect(canvas.getByText('All listings')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Plateau 2 bedrooms' })).toHaveAttribute('href', '/?city=Montr%C3%A9al&maxRent=2000&bedrooms=2');
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Plateau 2 bedrooms' }));
    await expect(args.onAskRename).toHaveBeenCalledWith(plateau);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Plateau 2 bedrooms' }));
    await expect(args.onAskDelete).toHaveBeenCalledWith(plateau);
  },
};
/** The alert changes in place, from the row's select. */
export const ChangeAlert: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Alerts for Plateau 2 bedrooms/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Daily digest' }));
    await expect(args.changeAlert.run).toHaveBeenCalledWith(plateau.id, 'daily');
  },
};
export const ChangingAlert: Story = { args: { changeAlert: { run: fn(), pendingId: plateau.id } } };
export const Loading: Story = {
  args: { searches: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Saved searches' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  args: { searches: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No saved searches')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/');
  },
};
export const Failed: Story = {
  args: { searches: { status: 'error', message: 'Failed to load saved searches' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load saved searches');
  },
};
/** Rename: the name's dialog, prefilled; the API's refusal shows inside it. */
export const Renaming: Story = {
  args: { renaming: plateau, renameError: 'Name is too long' },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename search' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Name is too long');
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Plateau 2 bedrooms');
    await userEvent.clear(name);
    await userEvent.type(name, 'Plateau under 2k');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(args.rename.run).toHaveBeenCalledWith(plateau.id, 'Plateau under 2k');
  },
};
/** Delete asks first. */
export const Deleting: Story = {
  args: { deleting: plateau },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete saved search' }));
    await expect(dialog.getByText('Delete "Plateau 2 bedrooms"? Its alerts stop too.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.remove.run).toHaveBeenCalledWith(plateau.id);
  },
};

/** fr-CA: the filters in Quebec French (« 2+ ch. », « ≤ 2 000 $ »), every state, no English left. */
export const ReadyFrench: Story = {
  ...inFrench({}),
  play: async (context) => {
    await inFrench({}).play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('Montréal · 2+ ch. · ≤ 2 000 $')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ouvrir Plateau 2 bedrooms' })).toBeVisible();
  },
};
export const LoadingFrench: Story = inFrench(Loading);
export const EmptyFrench: Story = inFrench(Empty);
export const FailedFrench: Story = inFrench({ args: { searches: { status: 'error', message: 'Impossible de charger les recherches sauvegardées' } } });
const RenamingInFrench: Story = { args: { renaming: plateau } };
export const RenamingFrench: Story = inFrenchDialog(RenamingInFrench, 'Renommer la recherche');
export const DeletingFrench: Story = {
  ...inFrench({ args: { deleting: plateau } }),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer la recherche sauvegardée' });
    await expect(dialog).toHaveTextContent('Supprimer « Plateau 2 bedrooms » ? Ses alertes cessent aussi.');
  },
};
