import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { NavBar } from './NavBar';
import { MobileMenu } from './MobileMenu';
import { expectNoEnglish, inFrench } from '../../testing/french';

const meta = {
  title: 'Shell/NavBar',
  component: NavBar,
  args: { role: null, currentPath: '/', onSignIn: fn(), onLogout: fn() },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sign In and List Property are links to sign in on this page: they work before the app has loaded. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Sign In', 'List Property']) {
      for (const link of canvas.getAllByRole('link', { name })) await expect(link).toHaveAttribute('href', '/?auth=sign-in');
    }
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).toBeNull();
  },
};
export const Tenant: Story = {
  args: { role: 'tenant' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My Messages' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    await expect(canvas.queryByRole('link', { name: 'List Property' })).toBeNull();
  },
};
export const Landlord: Story = {
  args: { role: 'landlord', currentPath: '/dashboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'List Property' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'My Messages' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Notifications' })).toBeNull();
  },
};
/** An admin's way in is the Admin Panel: no Dashboard link to /dashboard, which refuses admins. */
export const Admin: Story = {
  args: { role: 'admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  },
};
/** On a phone the admin's menu (the bar loads it once idle) offers Admin, never the Dashboard that refuses them. */
export const AdminPhoneMenu: Story = {
  args: { role: 'admin' },
  render: (args) => <MobileMenu role={args.role} onSignIn={args.onSignIn} onLogout={args.onLogout} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(within(menu).queryByRole('menuitem', { name: 'Dashboard' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};
/** On a phone the menu's code loads with its first press: the button works once the page is idle and opens the menu. */
export const PhoneMenuOnFirstPress: Story = {
  args: { role: 'tenant' },
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open menu' })).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await within(document.body).findByRole('menu', undefined, { timeout: 5000 });
    await expect(within(menu).getByRole('menuitem', { name: 'My Messages' })).toHaveAttribute('href', '/messages');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};
export const MobileCollapsed: Story = {
  args: { role: 'landlord' },
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
/** A phone's bar, signed out (the home page's first screen): the logo, Sign In and the menu are 44 × 44 px or more. */
export const MobileTapTargets: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const small = [...canvasElement.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((element) => element.checkVisibility())
      .map((element) => ({ name: element.getAttribute('aria-label') ?? element.textContent, box: element.getBoundingClientRect() }))
      .filter(({ box }) => Math.round(box.width) < 44 || Math.round(box.height) < 44)
      .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`);
    await expect(small).toEqual([]);
  },
};

/** fr-CA: every text of the bar in French, the switch back to « English ». */
export const SignedOutFrench: Story = {
  ...inFrench({}),
  play: async (context) => {
    await inFrench({}).play(context);
    await expect(context.canvas.getAllByRole('link', { name: 'Se connecter' }).length).toBeGreaterThan(0);
    await expect(context.canvas.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en-CA');
  },
};
export const TenantFrench: Story = inFrench({ args: { role: 'tenant' } });
export const AdminFrench: Story = inFrench({ args: { role: 'admin' } });
export const MobileCollapsedFrench: Story = inFrench(MobileCollapsed);
export const AdminPhoneMenuFrench: Story = {
  ...inFrench(AdminPhoneMenu),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = await within(document.body).findByRole('menu');
    await expectNoEnglish(menu);
    await expect(within(menu).getByRole('menuitem', { name: 'Administration' })).toHaveAttribute('href', '/admin');
    await expect(within(menu).queryByRole('menuitem', { name: 'Tableau de bord' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};
export const MobileTapTargetsFrench: Story = {
  ...inFrench(MobileTapTargets),
  play: async (context) => {
    await MobileTapTargets.play!(context as Parameters<NonNullable<typeof MobileTapTargets.play>>[0]);
    await inFrench({}).play(context);
  },
};
