import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { Province } from '@hearth/api/contracts/provinces';
import { ENTRY_NOW } from '../../../testing/fixtures/entry-notices';
import { inFrenchDialog } from '../../../testing/french';
import { atPhone } from '../../../testing/phone';
import { ScheduleEntryDialog } from './ScheduleEntryDialog';

const meta = {
  title: 'Entry notice/Schedule entry',
  component: ScheduleEntryDialog,
  args: { isOpen: true, onOpenChange: fn(), province: 'ON', urgency: 'urgent', now: ENTRY_NOW, onSubmit: fn() },
} satisfies Meta<typeof ScheduleEntryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Schedule entry';
const dialog = async () => within(await screen.findByRole('dialog', { name: NAME }));

/** Ontario: the rule and its law, the earliest lawful time a quarter hour on pre-filled (Thursday 10:15), sent with a reason. */
export const Ontario: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByText("24 hours’ written notice; entry from 8 a.m. to 8 p.m., local time, ending by then (Ontario's Residential Tenancies Act, 2006 (s. 27)).")).toBeInTheDocument();
    await expect(d.getByText('This time follows the rule.')).toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: 'Send notice' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(d.getByText('Please say why you need to enter.')).toBeInTheDocument();
    await userEvent.type(d.getByRole('textbox', { name: /Reason/ }), 'Replace the kitchen tap.');
    await userEvent.click(d.getByRole('button', { name: 'Send notice' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ enterAt: '2026-12-03T15:15:00.000Z', durationMinutes: 60, reason: 'Replace the kitchen tap.' });
  },
};

/** A start the rule refuses is said live, with the earliest lawful time, and not sent. */
export const LiveRefusal: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: /Start time/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^9:45\sa\.m\.$/ }));
    await expect(d.getByText(/^Too soon: Ontario's Residential Tenancies Act, 2006 \(s\. 27\) needs 24 hours’ written notice\. The earliest lawful time is Thursday, December 3, 2026, 10:00/)).toBeInTheDocument();
    await userEvent.type(d.getByRole('textbox', { name: /Reason/ }), 'Replace the kitchen tap.');
    await userEvent.click(d.getByRole('button', { name: 'Send notice' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Alberta: not on Sundays nor holidays; New Brunswick's routine repairs: 7 days; an unclear province says so. */
export const Alberta: Story = { args: { province: 'AB' } };
export const NewBrunswickRoutine: Story = {
  args: { province: 'NB', urgency: 'routine' },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText(/^Routine repairs: 7 days’ written notice/)).toBeInTheDocument();
  },
};
export const UnclearProvince: Story = {
  args: { province: 'NS' },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText('We could not confirm this province’s hours in the act: Hearth keeps to daytime. Check the act.')).toBeInTheDocument();
  },
};
export const Emergency: Story = { args: { urgency: 'emergency' } };
export const RefusedByApi: Story = { args: { error: "Under Ontario's Residential Tenancies Act, 2006 (s. 27), the tenant must get 24 hours’ written notice before you enter." } };
export const Sending: Story = { args: { isPending: true } };
export const French: Story = inFrenchDialog({ args: { province: 'QC' as Province } }, 'Planifier une entrée');
export const PhoneNarrow: Story = { ...atPhone(320) };
