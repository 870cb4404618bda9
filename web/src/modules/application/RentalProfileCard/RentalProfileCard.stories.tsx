import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { rentalProfileFixture } from '../../../testing/fixtures/applications';
import { inFrench } from '../../../testing/french';
import { RentalProfileCard } from './RentalProfileCard';

const meta = {
  title: 'Application/RentalProfileCard',
  component: RentalProfileCard,
  args: { profile: { status: 'ready', data: rentalProfileFixture() }, onEdit: fn() },
} satisfies Meta<typeof RentalProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What an application shares, in words; Edit opens the form. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Nurse at Hôpital Sainte-Justine')).toBeVisible();
    await expect(canvas.getByText('$5,200/month')).toBeVisible();
    await expect(canvas.getByText('2 people')).toBeVisible();
    await expect(canvas.getByText('Dec 1, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit rental profile' }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};
/** Optional facts left out read as such. */
export const Minimal: Story = {
  args: { profile: { status: 'ready', data: rentalProfileFixture({ employer: null, jobTitle: null, monthlyIncome: null, householdSize: 1, pets: null, moveInDate: null, references: [], introduction: null }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 person')).toBeVisible();
    await expect(canvas.getByText('No pets')).toBeVisible();
    await expect(canvas.getByText('Flexible')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { profile: { status: 'empty' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No rental profile yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fill in my rental profile' }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};
export const Loading: Story = { args: { profile: { status: 'loading' } } };
export const Failed: Story = { args: { profile: { status: 'error', message: 'Failed to load your rental profile' } } };

export const ReadyFrench: Story = {
  ...inFrench({}),
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvasElement).toHaveTextContent('5 200 $');
    await expect(context.canvasElement).toHaveTextContent('1 déc. 2026');
  },
};
export const MinimalFrench: Story = inFrench(Minimal);
export const EmptyFrench: Story = inFrench(Empty);
export const LoadingFrench: Story = inFrench(Loading);
