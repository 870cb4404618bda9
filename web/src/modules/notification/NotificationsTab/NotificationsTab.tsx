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
  return (
    <PanelListSection
      title="Viewing Request Notifications"
      state={notifications}
      empty={{ title: 'No Viewing Requests' }}
      panelClassName={(n) => (n.isRead ? layout.panel : `${layout.panel} ${styles.unread}`)}
      renderItem={(n) => (
        <div className={layout.row}>
          <div className={layout.rowMain}>
            <div className={layout.meta}>
              <h3 className={layout.rowTitle}>{n.title}</h3>
              {n.isRead ? null : <Badge tone="danger">New</Badge>}
            </div>
            <p className={styles.message}>{n.message}</p>
            {n.metadata ? (
              <div className={layout.meta}>
                {n.metadata.tenantName ? <span>Tenant: {n.metadata.tenantName}</span> : null}
                {n.metadata.propertyTitle ? <span>Property: {n.metadata.propertyTitle}</span> : null}
                {n.metadata.tenantWhatsApp ? (
                  <Link href={whatsappLink(n.metadata.tenantWhatsApp) ?? undefined}>
                    WhatsApp {n.metadata.tenantWhatsApp}
                  </Link>
                ) : null}
              </div>
            ) : null}
            <span className={layout.muted}>{formatDate(n.createdAt)}</span>
          </div>
          <div className={layout.actions}>
            {n.propertyId ? (
              <ButtonLink variant="outline" size="sm" href={`/property/${n.propertyId}`}>
                View Property
              </ButtonLink>
            ) : null}
            {n.isRead ? null : (
              <Button size="sm" isPending={markRead.pendingId === n.id} onPress={() => markRead.run(n.id)}>
                Mark as Read
              </Button>
            )}
          </div>
        </div>
      )}
    />
  );
}
