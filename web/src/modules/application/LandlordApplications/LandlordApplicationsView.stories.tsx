import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { receivedApplications } from '../../../testing/fixtures/applications';
import { inFrench, inFrenchDialog } from '../../../testing/french';
import { LandlordApplicationsView } from './LandlordApplicationsView';

const [amara, lucas, priya] = receivedApplications as [(typeof receivedApplications)[number], (typeof receivedApplications)[number], (typeof receivedApplications)[number]];

const meta = {
  title: 'Application/ApplicationsSection',
  component: LandlordApplicationsView,
  args: {
    listings: [
      { id: 101, title: 'Sunny two-bedroom near High Park' },
      { id: 102, title: 'Basement suite in Kitsilano' },
    ],
    listingId: 101,
    onListingChange: fn(),
    applications: { status: 'ready', data: receivedApplications },
    decide: { run: fn() },
    onCreateLease: fn(),
  },
} satisfies Meta<typeof LandlordApplicationsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each applicant with their profile; open ones shortlist, accept or decline (declining asks first). */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Amara Okafor' })).toBeVisible();
    // The applicant's private document: a download the browser takes to the API (which checks who asks and logs it).
    const [document] = canvas.getAllByRole('link', { name: 'pay-stub-october.pdf' }); // Amara's, the first applicant
    await expect(new URL((document as HTMLAnchorElement).href).pathname).toBe(`/api/applications/${amara.id}/documents/${amara.profile.documents[0]!.ipfsHash}`);
    await expect(document).toHaveAttribute('download', 'pay-stub-october.pdf');
    await userEvent.click(canvas.getByRole('button', { name: 'Shortlist Amara Okafor' }));
    await expect(args.decide.run).toHaveBeenCalledWith(amara.id, 'shortlisted');
    // Already shortlisted: no second shortlist.
    await expect(canvas.queryByRole('button', { name: 'Shortlist Lucas Gagnon' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept and create lease for Lucas Gagnon' }));
    await expect(args.decide.run).toHaveBeenCalledWith(lucas.id, 'accepted');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Lease for Priya Singh' }));
    await expect(args.onCreateLease).toHaveBeenCalledWith(priya);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline Amara Okafor' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Decline application' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Decline' }));
    await expect(args.decide.run).toHaveBeenCalledWith(amara.id, 'declined');
  },
};
/** Two or three side by side: income, household, pets, move-in, references. */
export const Compare: Story = {
  play: async ({ canvas }) => {
    const compare = canvas.getByRole('button', { name: 'Compare (0)' });
    await expect(compare).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compare Amara Okafor' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compare Lucas Gagnon' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Compare (2)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Compare applications' }));
    await expect(dialog.getByRole('columnheader', { name: 'Amara Okafor' })).toBeInTheDocument();
    await expect(dialog.getByRole('columnheader', { name: 'Lucas Gagnon' })).toBeInTheDocument();
    await expect(dialog.getByRole('rowheader', { name: 'Monthly income' })).toBeInTheDocument();
    await expect(dialog.getByText('$5,200/month')).toBeInTheDocument();
    await expect(dialog.getByText('Not given')).toBeInTheDocument();
  },
};
export const Deciding: Story = { args: { decide: { run: fn(), pendingId: amara.id } } };
export const NoListingChosen: Story = {
  args: { listingId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a listing to see its applications')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { applications: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No applications for this listing')).toBeVisible();
  },
};
export const NoListings: Story = {
  args: { listings: [], listingId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No listings yet')).toBeVisible();
  },
};
export const Loading: Story = { args: { applications: { status: 'loading' } } };
export const Failed: Story = {
  args: { applications: { status: 'error', message: 'Failed to fetch applications' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch applications');
  },
};

export const ReadyFrench: Story = inFrench({});
export const CompareFrench: Story = {
  ...inFrench({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Comparer Amara Okafor' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Comparer Priya Singh' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Comparer (2)' }));
    await inFrenchDialog({}, 'Comparer les demandes').play({ args: {} });
  },
};
export const EmptyFrench: Story = inFrench(Empty);
export const NoListingChosenFrench: Story = inFrench(NoListingChosen);
export const NoListingsFrench: Story = inFrench(NoListings);
