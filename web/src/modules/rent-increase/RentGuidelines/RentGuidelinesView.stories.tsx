import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RentGuidelinesView } from './RentGuidelinesView';
import { guidelines } from '../../../testing/fixtures/rent-increases';
import { inFrench } from '../../../testing/french';
import { atPhone, expectOnScreen } from '../../../testing/phone';

const meta = {
  title: 'Screens/Admin/Rent guidelines',
  component: RentGuidelinesView,
  args: { guidelines: { status: 'ready', data: guidelines }, onSave: fn(), defaultYear: 2027 },
} satisfies Meta<typeof RentGuidelinesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Ontario 2026: 2.1%')).toBeVisible();
    await expect(canvas.getByText('Set by admin #7 on Jul 2, 2027')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Percentage' }), '2.4');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Source/ }), 'Ontario news release');
    await userEvent.click(canvas.getByRole('button', { name: 'Save guideline' }));
    await expect(args.onSave).toHaveBeenCalledWith({ province: 'ON', year: 2027, percent: 2.4, source: 'Ontario news release' });
  },
};
export const Saving: Story = { args: { saving: true } };
export const SaveRefused: Story = { args: { error: 'The percentage has at most one decimal.' } };
export const Loading: Story = { args: { guidelines: { status: 'loading' } } };
export const Empty: Story = { args: { guidelines: { status: 'empty' } } };
export const LoadError: Story = { args: { guidelines: { status: 'error', message: 'Failed to fetch guidelines' } } };

export const ReadyFrench: Story = inFrench({});
export const EmptyFrench: Story = inFrench(Empty);
export const SaveRefusedFrench: Story = inFrench({ args: { error: 'Le pourcentage a au plus une décimale.' } });

export const AtPhone320: Story = {
  ...atPhone(320),
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save guideline' });
    save.scrollIntoView({ block: 'center' });
    await expectOnScreen(save);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
export const AtPhone320French: Story = inFrench(atPhone(320));
