import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { accessLogFixture, myApplications } from '../../../testing/fixtures/applications';
import { inFrench } from '../../../testing/french';
import { MyApplicationsView } from './MyApplicationsView';

const [first] = myApplications as [(typeof myApplications)[number]];

const meta = {
  title: 'Application/MyApplicationsSection',
  component: MyApplicationsView,
  args: {
    applications: { status: 'ready', data: myApplications },
    withdraw: { run: fn() },
    deleting: null,
    onAskDelete: fn(),
    remove: { run: fn() },
    accessLog: null,
    onShowAccessLog: fn(),
  },
} satisfies Meta<typeof MyApplicationsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each application: its listing, status, landlord; open ones can be withdrawn, every one deleted. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Sunny two-bedroom near High Park' })).toBeVisible();
    await expect(canvas.getByText('Submitted')).toBeVisible();
    await expect(canvas.getByText('Shortlisted')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Property #103' })).toBeVisible();
    // A declined application is closed: nothing to withdraw.
    await expect(canvas.queryByRole('button', { name: 'Withdraw my application for Property #103' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw my application for Sunny two-bedroom near High Park' }));
    // Withdrawing is final: it asks first.
    await expect(args.withdraw.run).not.toHaveBeenCalled();
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Withdraw this application?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Withdraw' }));
    await expect(args.withdraw.run).toHaveBeenCalledWith(first.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Access log of my application for Sunny two-bedroom near High Park' }));
    await expect(args.onShowAccessLog).toHaveBeenCalledWith(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my application for Property #103' }));
    await expect(args.onAskDelete).toHaveBeenCalled();
  },
};
export const Withdrawing: Story = { args: { withdraw: { run: fn(), pendingId: first.id } } };
export const Loading: Story = {
  args: { applications: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading My applications' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  args: { applications: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No applications yet')).toBeVisible();
  },
};
export const Failed: Story = {
  args: { applications: { status: 'error', message: 'Failed to fetch applications' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch applications');
  },
};
/** Who opened it, and when: every opening by the landlord. */
export const AccessLog: Story = {
  args: { accessLog: { application: first, entries: { status: 'ready', data: accessLogFixture } } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Who opened your application' }));
    await expect(dialog.getAllByText(/Daniel Tremblay/)).toHaveLength(2);
  },
};
export const AccessLogEmpty: Story = {
  args: { accessLog: { application: first, entries: { status: 'empty' } } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Who opened your application' }));
    await expect(dialog.getByText('Nobody has opened it yet.')).toBeInTheDocument();
  },
};
/** Delete asks first. */
export const Deleting: Story = {
  args: { deleting: first },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete application' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.remove.run).toHaveBeenCalledWith(first.id);
  },
};

export const ReadyFrench: Story = inFrench({});
export const LoadingFrench: Story = inFrench(Loading);
export const EmptyFrench: Story = inFrench(Empty);
export const AccessLogFrench: Story = {
  ...inFrench(AccessLog),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Qui a ouvert votre demande' });
    await expect(dialog).toHaveTextContent('Daniel Tremblay');
  },
};
export const DeletingFrench: Story = {
  ...inFrench(Deleting),
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Supprimer la demande' });
  },
};
