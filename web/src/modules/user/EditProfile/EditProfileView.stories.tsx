import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EditProfileView } from './EditProfileView';
import { landlordProfile, sparseProfile, tenantProfile } from '../../../testing/fixtures/profile';
import { inFrench } from '../../../testing/french';

const meta = {
  title: 'Screens/Profile/Edit',
  component: EditProfileView,
  args: { state: { status: 'ready', data: tenantProfile }, onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof EditProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tenant: Story = {
  play: async ({ canvas, args }) => {
    const whatsapp = canvas.getByRole('textbox', { name: 'WhatsApp Number' });
    await userEvent.clear(whatsapp);
    await userEvent.type(whatsapp, '1 (604) 555-0199');
    await expect(whatsapp).toHaveValue('+16045550199');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Maya Chen', whatsapp: '+16045550199' }));
  },
};
export const Landlord: Story = { args: { state: { status: 'ready', data: landlordProfile } } };
export const ValidationErrors: Story = {
  args: { state: { status: 'ready', data: sparseProfile } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number (Optional)' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Phone number must be in E.164 format (e.g., +1234567890)')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Saving: Story = { args: { isSaving: true } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Failed to load profile. Please try again.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load profile. Please try again.')).toBeVisible();
  },
};

export const TenantFrench: Story = inFrench(Tenant);
export const LandlordFrench: Story = inFrench(Landlord);
export const SavingFrench: Story = inFrench(Saving);
export const LoadingFrench: Story = inFrench(Loading);
