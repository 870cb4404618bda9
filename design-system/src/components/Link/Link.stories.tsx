import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DesignSystemProvider } from '../Provider/DesignSystemProvider';
import { ButtonLink, Link } from './Link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '/property/42', children: 'Forgot your password?' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/property/42');
  },
};
const navigate = fn();

/** Links go through the router given to DesignSystemProvider (client-side navigation, no page load). */
export const ClientSideNavigation: Story = {
  render: (args) => (
    <DesignSystemProvider navigate={navigate}>
      <Link {...args}>Maple Court Apartment</Link>
    </DesignSystemProvider>
  ),
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Maple Court Apartment' }));
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate.mock.calls[0][0]).toBe('/property/42');
  },
};
// Resolves every href against the current route, as react-router's useHref does on /property/21.
const resolveLikeARouter = (href: string) => new URL(href, 'http://app.test/property/21/').pathname;

/** An absolute address is a plain browser link in a new tab: the router neither rewrites nor handles it. */
export const ExternalAddress: Story = {
  args: { href: 'https://wa.me/14165550123', children: 'Chat on WhatsApp' },
  render: (args) => (
    <DesignSystemProvider navigate={navigate} useHref={resolveLikeARouter}>
      <Link {...args} />
      <ButtonLink href={args.href}>WhatsApp +1 416 555 0123</ButtonLink>
    </DesignSystemProvider>
  ),
  play: async ({ canvas }) => {
    navigate.mockClear();
    for (const name of ['Chat on WhatsApp', 'WhatsApp +1 416 555 0123']) {
      const link = canvas.getByRole('link', { name }) as HTMLAnchorElement;
      // What the browser follows, not the prop.
      await expect(link.href).toBe('https://wa.me/14165550123');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // Keep the test page: stop the browser's own navigation once the app has had its say.
      const stop = (event: MouseEvent) => event.preventDefault();
      window.addEventListener('click', stop, { once: true });
      await userEvent.click(link);
      await expect(navigate).not.toHaveBeenCalled();
    }
  },
};
export const Subtle: Story = { args: { variant: 'subtle', children: 'Privacy Policy' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const AsButton: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ButtonLink href="/property/42">View Details</ButtonLink>
      <ButtonLink href="/list-property" variant="outline">List Your First Property</ButtonLink>
      <ButtonLink href="/" variant="ghost">Browse Properties</ButtonLink>
    </div>
  ),
};
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <p>Inline <Link href="/help">Help Center</Link> link in body text.</p>
      <p><Link href="/privacy" variant="subtle">Privacy Policy</Link> (subtle)</p>
      <p><Link href="/x" isDisabled>Disabled link</Link></p>
      <div style={{ display: 'flex', gap: 12 }}>
        {(['default', 'secondary', 'outline', 'ghost', 'destructive'] as const).map((v) => (
          <ButtonLink key={v} href="/" variant={v}>{v}</ButtonLink>
        ))}
      </div>
    </div>
  ),
};
