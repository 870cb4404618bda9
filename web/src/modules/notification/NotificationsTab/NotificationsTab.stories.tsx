import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { notifications } from '../../../testing/fixtures/dashboard';
import { searchAlerts } from '../../../testing/fixtures/saved-searches';
import { inFrench } from '../../../testing/french';
import { viewingNotices } from '../../../testing/fixtures/viewings';
import { atPhone, MIN_TAP_PX } from '../../../testing/phone';
import { NotificationsTab } from './NotificationsTab';

const [alert] = searchAlerts as [(typeof searchAlerts)[number]];

const meta = {
  title: 'Notification/NotificationsTab',
  component: NotificationsTab,
  args: { notifications: { status: 'ready', data: [alert, ...notifications] }, markRead: { run: fn() } },
} satisfies Meta<typeof NotificationsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A landlord's list with a saved search's match among the viewing requests: marked as such, with its listing. */
export const WithSearchAlert: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: alert.title })).toBeVisible();
    await expect(canvas.getByText(alert.message)).toBeVisible();
    await expect(canvas.getByText('Saved search')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'View Property' })[0]).toHaveAttribute('href', '/property/104');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Mark as Read' })[0]!);
    await expect(args.markRead.run).toHaveBeenCalledWith(alert.id);
  },
};
/** A tenant's search alerts, in the Saved searches tab. */
export const SearchAlerts: Story = {
  args: { title: 'Search alerts', emptyTitle: 'No search alerts yet', notifications: { status: 'ready', data: searchAlerts } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Search alerts', level: 2 })).toBeVisible();
    await expect(canvas.queryByText(/^Tenant:/)).toBeNull();
  },
};
export const SearchAlertsEmpty: Story = {
  args: { title: 'Search alerts', emptyTitle: 'No search alerts yet', notifications: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No search alerts yet')).toBeVisible();
  },
};

// The API sends a French reader the alert's title and text in French.
const frenchAlert = { ...alert, title: 'Nouvelle annonce pour « Plateau 2 chambres »', message: 'Loft du Plateau à Montréal, 1 950 $ par mois, correspond à votre recherche sauvegardée.' };
export const SearchAlertsFrench: Story = inFrench({
  args: { title: 'Alertes de recherche', emptyTitle: 'Aucune alerte de recherche pour l’instant', notifications: { status: 'ready', data: [frenchAlert] } },
});
export const SearchAlertsEmptyFrench: Story = inFrench({
  args: { title: 'Alertes de recherche', emptyTitle: 'Aucune alerte de recherche pour l’instant', notifications: { status: 'empty' } },
});

/** A tenant's viewing notices (Viewings tab): the reminder unread, the owner's cancellation, each marked Viewing with its listing. */
export const ViewingUpdates: Story = {
  args: { title: 'Viewing updates', emptyTitle: 'No viewing updates yet', notifications: { status: 'ready', data: viewingNotices } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Viewing Reminder' })).toBeVisible();
    await expect(canvas.getAllByText('Viewing')).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: 'View Property' })[1]).toHaveAttribute('href', '/property/103');
  },
};
const frenchNotices = [
  { ...viewingNotices[0]!, title: 'Rappel de visite', message: 'Rappel : votre visite de Sunny two-bedroom near High Park a lieu le mar. 24 nov. 2026, 10 h 00 HNE.' },
  { ...viewingNotices[1]!, title: 'Visite annulée', message: 'Daniel Tremblay a annulé votre visite de Family townhouse with yard le ven. 27 nov. 2026, 14 h 00 HNE.' },
];
export const ViewingUpdatesFrench: Story = inFrench({
  args: { title: 'Nouvelles de vos visites', emptyTitle: 'Aucune nouvelle sur vos visites pour l’instant', notifications: { status: 'ready', data: frenchNotices } },
});

/** A busy landlord's 23 requests, newest first, one a day back from Nov 20. */
const manyRequests = Array.from({ length: 23 }, (_, day) => ({
  ...notifications[1]!,
  id: 1000 + day,
  title: `Viewing request ${day + 1}`,
  createdAt: new Date(Date.UTC(2026, 10, 20 - day, 18, 30)).toISOString(),
}));
const rowTitles = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('li h3')].map((title) => title.textContent);

/**
 * A long list shows ten at a time: 'Show 10 more' adds the next ten and takes focus to the first of them, then
 * 'Show 3 more' the last three; on a phone the button is a whole tap target across the column.
 */
export const ManyOnPhone: Story = {
  ...atPhone(390),
  args: { notifications: { status: 'ready', data: manyRequests } },
  play: async ({ canvas, canvasElement }) => {
    await expect(rowTitles(canvasElement)).toEqual(manyRequests.slice(0, 10).map((n) => n.title));
    const more = canvas.getByRole('button', { name: 'Show 10 more' });
    await expect(more.getBoundingClientRect().width).toBeGreaterThan(300);
    await expect(more.getBoundingClientRect().height).toBeGreaterThanOrEqual(MIN_TAP_PX);
    await userEvent.click(more);
    await expect(rowTitles(canvasElement)).toHaveLength(20);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Viewing request 11'));
    await userEvent.click(canvas.getByRole('button', { name: 'Show 3 more' }));
    await expect(rowTitles(canvasElement)).toEqual(manyRequests.map((n) => n.title));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Viewing request 21'));
    await expect(canvas.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();
  },
};
export const ManyOnPhoneFrench: Story = {
  ...inFrench({ ...atPhone(320), args: { notifications: { status: 'ready', data: manyRequests } } }),
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await inFrench({}).play(context);
    const more = canvas.getByRole('button', { name: 'Afficher 10 de plus' });
    await userEvent.click(more);
    await expect(rowTitles(canvasElement)).toHaveLength(20);
  },
};
