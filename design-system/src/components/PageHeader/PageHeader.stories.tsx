import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronLeftIcon, PlusIcon } from '../../icons/Icons';
import { ButtonLink, Link } from '../Link/Link';
import { PageHeader } from './PageHeader';

const meta = { title: 'Layout/PageHeader', component: PageHeader, args: { title: 'Property Owner Dashboard' } } satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithActions: Story = {
  args: {
    description: 'Manage your listings, leases and tenant requests.',
    actions: <ButtonLink href="/list-property"><PlusIcon /> Add Property</ButtonLink>,
  },
};
export const WithBack: Story = {
  args: { title: 'Edit profile', back: <Link href="/user-profile"><ChevronLeftIcon /> Back</Link> },
};
export const Catalog: Story = WithActions;
