import type { Meta, StoryObj } from '@storybook/react-vite';
import { guardStory } from '../../testing/guard-story';
import DashboardContainer from './DashboardContainer';
import { inFrench } from '../../testing/french';

/** /dashboard for visitors it is not for: the route guard's states (ROUTE_ACCESS.dashboard), never a dashboard. */
const meta = { title: 'Screens/Dashboard/Access', component: DashboardContainer } satisfies Meta<typeof DashboardContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = guardStory({ route: 'dashboard', role: null, screen: <DashboardContainer />, message: 'Sign in to see your dashboard.' });
export const AdminDenied: Story = guardStory({
  route: 'dashboard',
  role: 'admin',
  screen: <DashboardContainer />,
  message: 'This dashboard is only available for landlords and tenants.',
});

export const SignedOutFrench: Story = inFrench(SignedOut);
export const AdminDeniedFrench: Story = inFrench(AdminDenied);
