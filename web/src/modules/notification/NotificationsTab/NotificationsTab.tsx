import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, ButtonLink, Link, formatDate } from '@hearth/design-system';
import { whatsappLink } from '../../../lib/whatsapp';
import { PanelListSection, layout, type ListState, type RowAction } from '../../common';
import * as styles from './NotificationsTab.css';
import type { NotificationRow } from '../notification.model';

export interface NotificationsTabProps {
  notifications: ListState<NotificationRow>;
  markRead: RowAction;
  /** Another list's heading and empty text (the tenant's search alerts); the landlord tab's by default. */
  title?: string;
  emptyTitle?: string;
}

/** Notices shown at first, and added by each 'Show N more': a busy landlord's tab stays a few screens long on a phone. */
const NOTICES_PAGE = 10;

/** Landlord Notifications tab: viewing requests (and search alerts), unread ones highlighted with 'New' and Mark as Read. */
export function NotificationsTab({ notifications, markRead, title, emptyTitle }: NotificationsTabProps) {
  const { t } = useLingui();
  return (
    <PanelListSection
      title={title ?? t`Viewing Request Notifications`}
      state={notifications}
      empty={{ title: emptyTitle ?? t`No Viewing Requests` }}
      panelClassName={(n) => (n.isRead ? layout.panel : `${layout.panel} ${styles.unread}`)}
      pageSize={NOTICES_PAGE}
      renderItem={(n) => <NotificationItem notification={n} markRead={markRead} />}
    />
  );
}

/**
 * One notification: a viewing request (who asked about which listing) or a saved search's new match (its title and
 * text come localized from the API); when, and what can be done next.
 */
function NotificationItem({ notification: n, markRead }: { notification: NotificationRow; markRead: RowAction }) {
  const { t, i18n } = useLingui();
  const { tenantName, propertyTitle, tenantWhatsApp } = n.metadata ?? {};
  return (
    <div className={layout.row}>
      <div className={layout.rowMain}>
        <div className={layout.meta}>
          <h3 className={layout.rowTitle}>{n.title}</h3>
          {n.type === 'saved-search-match' ? <Badge tone="info">{t`Saved search`}</Badge> : null}
          {n.type === 'viewing' ? <Badge tone="info">{t`Viewing`}</Badge> : null}
          {n.isRead ? null : (
            <Badge tone="danger">
              <Trans>New</Trans>
            </Badge>
          )}
        </div>
        <p className={styles.message}>{n.message}</p>
        {n.metadata ? (
          <div className={layout.meta}>
            {tenantName ? <span>{t`Tenant: ${tenantName}`}</span> : null}
            {propertyTitle ? <span>{t`Property: ${propertyTitle}`}</span> : null}
            {tenantWhatsApp ? <Link href={whatsappLink(tenantWhatsApp) ?? undefined} standalone>WhatsApp {tenantWhatsApp}</Link> : null}
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
