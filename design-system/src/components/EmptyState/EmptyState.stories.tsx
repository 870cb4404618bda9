import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertIcon, HomeIcon } from '../../icons/Icons';
import { ButtonLink } from '../Link/Link';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No Properties Available',
    description: 'Check back later for new listings or list your own property.',
    icon: <HomeIcon size={24} />,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoProperties: Story = {};
export const WithAction: Story = {
  args: { title: 'No Active Rentals', description: 'Leases you sign appear here.', action: <ButtonLink href="/">Browse Properties</ButtonLink> },
};
export const AccessDenied: Story = {
  args: { title: 'Access Denied', description: 'Only landlords can list properties.', icon: <AlertIcon size={24} />, action: <Button variant="outline">Switch Account</Button> },
};
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 16 }}>
      <EmptyState title="No Saved Properties" />
      <EmptyState title="Please Sign In" description="Admin access requires authentication." action={<Button>Sign In</Button>} icon={null} />
    </div>
  ),
};
