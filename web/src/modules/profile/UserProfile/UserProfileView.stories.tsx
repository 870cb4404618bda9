import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UserProfileView } from './UserProfileView';
import { adminProfile, landlordProfile, sparseProfile, tenantProfile } from '../../../testing/fixtures/profile';
import { inFrench } from '../../../testing/french';
import { savedSearches } from '../../../testing/fixtures/saved-searches';
import { SavedSearchesView } from '../../saved-search/SavedSearches/SavedSearchesView';

/** The saved searches section as the profile shows it (its container renders this view). */
const searchesSection = (
  <SavedSearchesView
    searches={{ status: 'ready', data: savedSearches }}
    changeAlert={{ run: () => {} }}
    renaming={null}
    onAskRename={() => {}}
    rename={{ run: () => {} }}
    deleting={null}
    onAskDelete={() => {}}
    remove={{ run: () => {} }}
  />
);

const meta = { title: 'Screens/Profile/Read', component: UserProfileView, args: { state: { status: 'ready', data: tenantProfile } } } satisfies Meta<typeof UserProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tenant: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Maya Chen' })).toHaveTextContent('MC');
    await expect(canvas.getByText('About')).toBeVisible();
    await expect(canvas.getByText('Mar 5, 2026')).toBeVisible();
    // Numbers as people write them (stored as +14165550199); the email breaks only before its @.
    await expect(canvas.getAllByText('+1 416-555-0199').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('link', { name: 'List Property' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};
export const Landlord: Story = {
  args: { state: { status: 'ready', data: landlordProfile } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'List Property' })).toHaveAttribute('href', '/list-property');
    await expect(canvas.queryByText('About')).toBeNull();
  },
};
/** Everyone keeps saved searches, admins and landlords too: the section under the profile. */
export const Admin: Story = {
  args: { state: { status: 'ready', data: adminProfile }, savedSearches: searchesSection },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Saved searches', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Toronto condos' })).toHaveAttribute('href', '/?city=Toronto&propertyType=condo&minRent=1500&maxRent=2800');
    // An admin's dashboard is the Admin Panel: /dashboard would answer Access Denied.
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/admin');
  },
};
export const Incomplete: Story = {
  args: { state: { status: 'ready', data: sparseProfile } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No name provided')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'User' })).toHaveTextContent('U');
    await expect(canvas.getAllByText('Missing')).toHaveLength(5);
  },
};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const NoProfile: Story = {
  args: { state: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No profile found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/profile');
  },
};
export const Error: Story = { args: { state: { status: 'error', message: 'Failed to load profile. Please try again.' } } };

/** fr-CA: « Membre depuis 5 mars 2026 », the role in French; no English left. */
export const TenantFrench: Story = {
  ...inFrench(Tenant),
  play: async (context) => {
    await inFrench(Tenant).play(context);
    await expect(context.canvas.getByText('5 mars 2026')).toBeVisible();
    // The role badge and the account type.
    await expect(context.canvas.getAllByText('Locataire')).toHaveLength(2);
  },
};
export const LandlordFrench: Story = inFrench(Landlord);
export const AdminFrench: Story = inFrench(Admin);
export const IncompleteFrench: Story = inFrench(Incomplete);
export const NoProfileFrench: Story = inFrench(NoProfile);
