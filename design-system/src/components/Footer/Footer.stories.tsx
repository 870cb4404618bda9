import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: (
      <>
        <strong style={{ fontSize: 18, color: 'inherit' }}>Hearth</strong>
        <span>Secure, transparent rentals across Canada, with lease documents on a decentralised file network.</span>
      </>
    ),
    columns: [
      { title: 'Marketplace', links: [{ href: '/', label: 'Browse Properties' }, { href: '/list-property', label: 'List Property' }, { href: '/dashboard', label: 'Dashboard' }] },
      { title: 'Support', links: [{ href: '#help', label: 'Help Center' }, { href: '#contact', label: 'Contact Us' }, { href: '#privacy', label: 'Privacy Policy' }] },
    ],
    copyright: '© 2024 Hearth. All rights reserved.',
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Catalog: Story = { args: { brand: undefined, copyright: undefined } };
