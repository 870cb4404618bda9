import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditProfileView } from './EditProfileView';
import { landlordProfile, sparseProfile, tenantProfile } from '../../../testing/fixtures/profile';
import { inFrench } from '../../../testing/french';
import { atPhoneWidth, expectFitsWindow } from '../../../testing/phone-viewport';

const meta = {
  title: 'Screens/Profile/Edit',
  component: EditProfileView,
  args: { state: { status: 'ready', data: tenantProfile }, onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof EditProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the polite live regions under the phone fields say. */
const previews = (root: HTMLElement) => [...root.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent);

export const Tenant: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const whatsapp = canvas.getByRole('textbox', { name: 'WhatsApp Number' });
    await userEvent.clear(whatsapp);
    // Kept as typed (a Vancouver number, not Malaysia's +60), with what will be saved under the hint.
    await userEvent.type(whatsapp, '604-555-0102');
    await expect(whatsapp).toHaveValue('604-555-0102');
    await expect(previews(canvasElement)).toContain('Will be saved as +1 604-555-0102');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Maya Chen', whatsapp: '+16045550102' }));
  },
};
/** On a phone: the hint says Canadian numbers need no +1, the preview follows the typing, nothing is cut. */
const phonePreview = (hint: RegExp, saved: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  const phone = canvas.getByRole('textbox', { name: /Phone|Téléphone/i });
  await userEvent.type(phone, '(514) 555-0103');
  await expect(previews(canvasElement)).toContain(saved);
  await expect(canvas.getAllByText(hint).length).toBe(2);
  await expectFitsWindow(canvasElement);
};
export const PhonePreview320: Story = {
  args: { state: { status: 'ready', data: sparseProfile } },
  ...atPhoneWidth(320),
  play: phonePreview(/Canadian numbers need no \+1/, 'Will be saved as +1 514-555-0103'),
};
export const PhonePreview390: Story = { ...PhonePreview320, ...atPhoneWidth(390) };
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
export const PhonePreview320French: Story = {
  ...inFrench(PhonePreview320),
  play: async (context) => {
    await phonePreview(/Les numéros canadiens n’ont pas besoin du \+1/, 'Sera enregistré ainsi\u00a0: +1 514-555-0103')(context);
    await inFrench({}).play(context);
  },
};
export const PhonePreview390French: Story = { ...inFrench(PhonePreview390), play: PhonePreview320French.play };
