import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { landlordProperties, propertyFixture } from '../../../testing/fixtures/dashboard';
import { expectNoEnglish, inFrench } from '../../../testing/french';
import { LandlordPropertiesView } from './LandlordPropertiesView';

const hiddenByAdmin = propertyFixture({ id: 105, title: 'Duplex near the canal', moderationReason: 'Photos of another listing', hiddenByModeration: true, showOnMarketplace: false });

const meta = {
  title: 'Listing/PropertiesTab',
  component: LandlordPropertiesView,
  args: {
    properties: { status: 'ready', data: [...landlordProperties, hiddenByAdmin] },
    editingId: null,
    onEdit: fn(),
    save: { run: fn() },
    deletingId: null,
    deletingBookedViewings: 0,
    onAskDelete: fn(),
    remove: { run: fn() },
    toggleListed: { run: fn() },
  },
} satisfies Meta<typeof LandlordPropertiesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { properties: { status: 'empty' } } };

/** Every row state: active, pending review, rejected and hidden, hidden by an administrator with the reason. */
export const Rows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending review')).toBeInTheDocument();
    await expect(canvas.getByText('Hidden by an administrator')).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Show Duplex near the canal on the marketplace' })).toBeDisabled();
  },
};

/** fr-CA: badges, the Listed/Hidden switch, rent « 2 345 $ par mois »; no English left. */
export const RowsFrench: Story = {
  ...inFrench(Rows),
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvas.getByText('En cours d’examen')).toBeInTheDocument();
    await expect(context.canvasElement.textContent).toMatch(/\d\u00a0\$ par mois/);
  },
};
export const EmptyFrench: Story = inFrench(Empty);
/** Deleting a listing with booked viewings says they will be cancelled, after the spec's question. */
export const DeleteWithBookedViewings: Story = {
  args: { deletingId: landlordProperties[0]!.id, deletingBookedViewings: 2 },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Property' });
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this property? Its 2 booked viewings will be cancelled and their tenants told.');
  },
};
export const DeleteWithBookedViewingsFrench: Story = {
  ...inFrench(DeleteWithBookedViewings),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer le logement' });
    await expect(dialog).toHaveTextContent('Ses 2 visites réservées seront annulées et leurs locataires prévenus.');
    expectNoEnglish(dialog);
  },
};
/** The delete confirmation in fr-CA (a dialog outside the canvas). */
export const DeleteConfirmFrench: Story = {
  ...inFrench({ args: { deletingId: landlordProperties[0]!.id } }),
  play: async () => expectNoEnglish(await screen.findByRole('alertdialog', { name: 'Supprimer le logement' })),
};
