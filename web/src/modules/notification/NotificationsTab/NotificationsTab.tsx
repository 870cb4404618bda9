import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, ButtonLink, Link, formatDate } from '@hearth/design-system';
import { whatsappLink } from '../../../lib/whatsapp';
import { PanelListSection, layout, type ListState, type RowAction } from '../../common';
import * as styles from './NotificationsTab.css';
import type { NotificationRow } from '../notification.model';

export interface NotificationsTabProps {
  notifications: ListState<NotificationRow>;
  markRead: RowAction;
}

/** Landlord Notifications tab: viewing requests, unread ones highlighted with 'New' and Mark as Read. */
export function NotificationsTab({ notifications, markRead }: NotificationsTabProps) {
  const { t } = useLingui();
  return (
    <PanelListSection
      title={t`Viewing Request Notifications`}
      state={notifications}
      empty={{ title: t`No Viewing Requests` }}
      panelClassName={(n) => (n.isRead ? layout.panel : `${layout.panel} ${styles.unread}`)}
      renderItem={(n) => <NotificationItem notification={n} markRead={markRead} />}
    />
  );
}

/** One notification (a viewing request, an inquiry, a lease answer): who, which listing, when, what the landlord can do next. */
function NotificationItem({ notification: n, markRead }: { notification: NotificationRow; markRead: RowAction }) {
  const { t, i18n } = useLingui();
  const { tenantName, propertyTitle, tenantWhatsApp } = n.metadata ?? {};
  // The API stores a notification's words in English when it sends it (a lease notice keeps its fixed English
  // title); those whose facts travel in the metadata are worded again in the reader's language.
  const worded: Partial<Record<string, [string, string]>> =
    tenantName && propertyTitle
      ? {
          viewing_request: [t`New Viewing Request`, t`${tenantName} would like to view ${propertyTitle}.`],
          inquiry: [t`New Inquiry`, t`${tenantName} sent an inquiry about ${propertyTitle}.`],
          'lease:Lease Accepted': [t`Lease Accepted`, t`${tenantName} accepted the lease for ${propertyTitle}.`],
          'lease:Lease Declined': [t`Lease Declined`, t`${tenantName} declined the lease for ${propertyTitle}.`],
        }
      : {};
  const [title, message] = worded[n.type === 'lease' ? `lease:${n.title}` : n.type] ?? [n.title, n.message];
  return (
    <div className={layout.row}>
      <div className={layout.rowMain}>
        <div className={layout.meta}>
          <h3 className={layout.rowTitle}>{title}</h3>
          {n.isRead ? null : (
            <Badge tone="danger">
              <Trans>New</Trans>
            </Badge>
          )}
        </div>
        <p className={styles.message}>{message}</p>
        {n.metadata ? (
          <div className={layout.meta}>
            {tenantName ? <span>{t`Tenant: ${tenantName}`}</span> : null}
            {propertyTitle ? <span>{t`Property: ${propertyTitle}`}</span> : null}
            {tenantWhatsApp ? <Link href={whatsappLink(tenantWhatsApp) ?? undefined}>WhatsApp {tenantWhatsApp}</Link> : null}
          </div>
        ) : null}
        <span className={layout.muted}>{formatDate(n.createdAt, i18n.locale)}</span>
      </div>
      <div className={layout.actions}>
        {n.propertyId ? (
          <ButtonLink variant="outline" size="sm" href={`/property/${n.propertyId}`}>
            <Trans>View Property</Trans>
          </ButtonLink>
        ) : null}
        {n.isRead ? null : (
          <Button size="sm" isPending={markRead.pendingId === n.id} onPress={() => markRead.run(n.id)}>
            <Trans>Mark as Read</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
