import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { useLandlordInquiriesQuery, useLandlordPropertiesQuery } from '../../../generated/graphql';
import { conversationContext, LoadingRows, screenState } from '../../common';
import { ChatContainer } from '../../chat/Chat/ChatContainer';
import { InquiriesTab } from '../../inquiry/InquiriesTab/InquiriesTab';
import { LandlordDashboardView } from './LandlordDashboardView';
import { landlordCounts } from '../../listing/listing-status';
import { NotificationsTab } from '../../notification/NotificationsTab/NotificationsTab';
import { useLiveNotifications } from '../../notification/useLiveNotifications';
import { useMarkNotificationRead } from '../../notification/useMarkNotificationRead';
import { LandlordLeasesContainer } from '../../lease/LandlordLeases/LandlordLeasesContainer';
import { LandlordApplicationsContainer } from '../../application/LandlordApplications/LandlordApplicationsContainer';
import { LandlordPropertiesContainer } from '../../listing/LandlordProperties/LandlordPropertiesContainer';
import type { InquiryRow } from '../../inquiry/inquiry.model';
import { toInquiryRow } from '../../inquiry/inquiry.mapper';
import { toNotificationRow } from '../../notification/notification.mapper';
import { toPropertyRow } from '../../property/property.mapper';
import { LandlordViewingsContainer } from '../../viewing/LandlordViewings/LandlordViewingsContainer';

// The Repairs tab's code loads when the tab opens.
const LandlordRepairsContainer = lazy(() => import('../../repair/LandlordRepairs/LandlordRepairsContainer'));

/** Landlord view of /dashboard: counters and badges from the same (deduplicated) queries the tabs use. */
export function LandlordDashboardContainer({ userId }: { userId: number }) {
  const { t } = useLingui();
  const properties = useLandlordPropertiesQuery({ variables: { ownerId: userId }, fetchPolicy: 'cache-and-network' });
  const notifications = useLiveNotifications();
  const inquiries = useLandlordInquiriesQuery({ fetchPolicy: 'cache-and-network' });
  const markRead = useMarkNotificationRead();
  const [chatWith, setChatWith] = useState<InquiryRow | null>(null);

  const chatTenantId = chatWith?.tenantId;
  const chatTenantName = chatWith?.tenantName;
  const rows = properties.data?.ownerProperties.nodes.map(toPropertyRow);
  const inquiryRows = inquiries.data?.landlordInquiries.map(toInquiryRow);

  return (
    <LandlordDashboardView
      counts={landlordCounts(rows ?? [])}
      unreadNotifications={notifications.data?.unreadNotificationCount ?? 0}
      inquiryCount={inquiryRows?.length ?? 0}
      properties={
        <LandlordPropertiesContainer
          ownerId={userId}
          properties={screenState(properties, rows, t`Failed to fetch properties`)}
        />
      }
      viewings={<LandlordViewingsContainer listings={(rows ?? []).map(({ id, title }) => ({ id, title }))} />}
      leases={<LandlordLeasesContainer properties={rows ?? []} />}
      repairs={
        <Suspense fallback={<LoadingRows label={t`Loading Repairs`} />}>
          <LandlordRepairsContainer properties={(rows ?? []).map(({ id, title }) => ({ id, title }))} />
        </Suspense>
      }
      applications={<LandlordApplicationsContainer properties={rows ?? []} />}
      notifications={
        <NotificationsTab
          notifications={screenState(notifications, notifications.data?.notifications.map(toNotificationRow), t`Failed to fetch notifications`)}
          markRead={markRead}
        />
      }
      messages={
        <InquiriesTab
          inquiries={screenState(inquiries, inquiryRows, t`Failed to fetch inquiries`)}
          onStartChat={setChatWith}
          // docs/product.md#dashboard: Mark Resolved only shows a toast; no call.
          onMarkResolved={() => toast({ title: t`Message marked as resolved` })}
          chat={
            chatWith ? (
              <ChatContainer
                otherUserId={chatWith.tenantId}
                propertyId={chatWith.propertyId}
                heading={chatTenantName ? t`Conversation with ${chatTenantName}` : t`Conversation with Tenant #${chatTenantId}`}
                context={conversationContext(chatWith.tenantName, chatWith.propertyTitle)}
                viewerId={userId}
                readOnly={chatWith.listingRemoved}
                onBack={() => setChatWith(null)}
              />
            ) : undefined
          }
        />
      }
    />
  );
}
