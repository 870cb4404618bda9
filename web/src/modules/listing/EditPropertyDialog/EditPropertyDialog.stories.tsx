import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { propertyFixture } from '../../../testing/fixtures/dashboard';
import { EditPropertyDialog } from './EditPropertyDialog';

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

// No French variant yet: FormDialog (modules/common) still says 'Cancel' in English.
