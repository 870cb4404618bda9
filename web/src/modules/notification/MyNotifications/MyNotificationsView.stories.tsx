import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { leaseNotices, tenantNotifications } from '../../../testing/fixtures/notifications';
import { guardStory } from '../../../testing/guard-story';
import { inFrench } from '../../../testing/french';
import { MyNotificationsView } from './MyNotificationsView';

const [invitation] = leaseNotices as [(typeof leaseNotices)[number]];

const meta = {
  title: 'Screens/Notifications',
  component: MyNotificationsView,
  args: { notifications: { status: 'ready', data: tenantNotifications }, markRead: { run: fn() } },
} satisfies Meta<typeof MyNotificationsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tenant's inbox: lease notices beside viewing updates and search alerts, unread ones marked New. */
export const Inbox: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: invitation.title })).toBeVisible();
    await expect(canvas.getByText(invitation.message)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Lease Invitation Withdrawn' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Mark as Read' })[0]!);
    await expect(args.markRead.run).toHaveBeenCalledWith(tenantNotifications.find((n) => !n.isRead)!.id);
  },
};
export const Loading: Story = { args: { notifications: { status: 'loading' } } };
export const Empty: Story = {
  args: { notifications: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No notifications yet')).toBeVisible();
  },
};
export const Error: Story = { args: { notifications: { status: 'error', message: 'Failed to fetch notifications' } } };
/** Signed out and other roles get the route guard's states (ROUTE_ACCESS.notifications), never the list. */
export const SignedOut: Story = guardStory({ route: 'notifications', role: null, screen: <MyNotificationsView {...meta.args} />, message: 'Sign in to see your notifications.' });
export const LandlordDenied: Story = guardStory({ route: 'notifications', role: 'landlord', screen: <MyNotificationsView {...meta.args} />, message: 'This page is only available for tenants.' });

/** The same inbox as the API writes it for a French reader. */
const FRENCH_TEXTS: Record<number, { title: string; message: string }> = {
  961: {
    title: 'Nouvelle invitation à signer un bail',
    message: 'Daniel Tremblay vous invite à louer Sunny two-bedroom near High Park. Consultez l’invitation dans Mes baux pour l’accepter ou la refuser.',
  },
  962: { title: 'Invitation à signer un bail retirée', message: 'Élise Gagnon a retiré l’invitation à signer le bail pour Loft in the Plateau.' },
  981: { title: 'Rappel de visite', message: 'Rappel : votre visite de Sunny two-bedroom near High Park a lieu le mar. 24 nov. 2026, 10 h 00 HNE.' },
  980: { title: 'Visite annulée', message: 'Daniel Tremblay a annulé votre visite de Family townhouse with yard le ven. 27 nov. 2026, 14 h 00 HNE.' },
  951: {
    title: 'Nouvelle annonce pour « Plateau 2 bedrooms »',
    message: 'Loft in the Plateau à Montréal, 1\u00a0950\u00a0$ par mois, correspond à votre recherche sauvegardée.',
  },
};
export const InboxFrench: Story = inFrench({
  args: { notifications: { status: 'ready', data: tenantNotifications.map((notice) => ({ ...notice, ...FRENCH_TEXTS[notice.id] })) } },
});
export const EmptyFrench: Story = inFrench(Empty);
