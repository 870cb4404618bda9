import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inBody } from '../../storybook/play';
import { HomeIcon } from '../../icons/Icons';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { NavBar } from './NavBar';

const Logo = () => (
  <>
    <span style={{ display: 'inline-flex', padding: 6, borderRadius: 8, background: '#C2410C', color: '#fff' }}><HomeIcon size={18} /></span>
    Hearth
  </>
);

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <Logo />,
    logoLabel: 'Hearth home',
    links: [
      { href: '/', label: 'Browse Properties' },
      { href: '/dashboard', label: 'Dashboard' },
      { href: '/messages', label: 'My Messages' },
      { href: '/user-profile', label: 'My Profile' },
    ],
    currentHref: '/dashboard',
    actions: (
      <>
        <Button variant="ghost">Logout</Button>
        <Avatar name="Jane Doe" size="sm" />
      </>
    ),
    menuActions: [{ id: 'logout', label: 'Logout', onAction: fn(), isDestructive: true }],
  },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};
export const SignedOut: Story = {
  args: {
    links: [{ href: '/', label: 'Browse Properties' }],
    currentHref: '/',
    actions: (
      <>
        <Button variant="ghost">Sign In</Button>
        <Button>List Property</Button>
      </>
    ),
    menuActions: [{ id: 'signin', label: 'Sign In', onAction: fn() }],
  },
};

/** Small screens: links collapse into a menu. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 375 }}><Story /></div>],
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const menu = await inBody(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.keyboard('{Escape}');
  },
};
/** Signed-in and signed-out bars stacked; resize the viewport to see the collapsed menu. */
export const Catalog: Story = {
  // Two bars on one page is a catalog artefact; an app page has exactly one banner.
  parameters: {
    a11y: { config: { rules: [{ id: 'landmark-no-duplicate-banner', enabled: false }, { id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <NavBar {...args} />
      <NavBar {...args} {...SignedOut.args} />
    </div>
  ),
};
