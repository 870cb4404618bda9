import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileIcon, HeartIcon, HomeIcon, InboxIcon } from '../../icons/Icons';
import { Stat, StatGrid } from './Stat';

const meta = { title: 'Data display/Stat', component: Stat, args: { label: 'Active Leases', value: 2 } } satisfies Meta<typeof Stat>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithIconAndHint: Story = { args: { icon: <HomeIcon size={20} />, label: 'Listed Properties', value: 7, hint: 'Shown on the marketplace' } };
export const Catalog: Story = {
  render: () => (
    <StatGrid>
      <Stat label="Active Leases" value={2} icon={<FileIcon size={20} />} />
      <Stat label="Saved Properties" value={14} icon={<HeartIcon size={20} />} />
      <Stat label="Property Inquiries" value={3} icon={<InboxIcon size={20} />} />
      <Stat label="Total Leases" value={5} hint="Since 2024" />
    </StatGrid>
  ),
};
