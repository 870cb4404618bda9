import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { useLandlordInquiriesQuery, useLandlordPropertiesQuery } from '../../../generated/graphql';
import { conversationContext, screenState } from '../../common';
import { Conversation } from '../../chat/components/Conversation/Conversation';
import { InquiriesTab } from '../../inquiry/InquiriesTab/InquiriesTab';
import { LandlordDashboard } from '../components/LandlordDashboard/LandlordDashboard';
import { landlordCounts } from '../../listing/listing-status';
import { NotificationsTab } from '../../notification/NotificationsTab/NotificationsTab';
import { useLiveNotifications } from '../../notification/useLiveNotifications';
import { useMarkNotificationRead } from '../../notification/useMarkNotificationRead';
import { LandlordLeasesSection } from '../../lease/LandlordLeasesSection/LandlordLeasesSection';
import { LandlordApplicationsPanel } from '../../application/containers/LandlordApplicationsPanel';
import { LandlordPropertiesSection } from '../../listing/LandlordPropertiesSection/LandlordPropertiesSection';
import type { InquiryRow } from '../../inquiry/inquiry.model';
import { toInquiryRow } from '../../inquiry/inquiry.mapper';
import { toNotificationRow } from '../../notification/notification.mapper';
import { toPropertyRow } from '../../property/property.mapper';
import { LandlordViewingsPanel } from '../../viewing/LandlordViewingsTab/LandlordViewingsPanel';

/** Landlord view of /dashboard: counters and badges from the same (deduplicated) queries the tabs use. */
export function LandlordDashboardContainer({ userId }: { userId: number }) {
  const { t } = useLingui();
  const properties = useLandlordPropertiesQuery({ variables: { ownerId: userId }, fetchPolicy: 'cache-and-network' });
  const notifications = useLiveNotifications();
  const inquiries = useLandlordInquiriesQuery({ fetchPolicy: 'cache-and-network' });
  const markRead = useMarkNotificationRead();
  const [chatWith, setChatWith] = useState<InquiryRow | null>(null);

  const chatTenantId = chatWith?.tenantId;
  const rows = properties.data?.ownerProperties.nodes.map(toPropertyRow);
  const inquiryRows = inquiries.data?.landlordInquiries.map(toInquiryRow);

  return (
    <LandlordDashboard
      counts={landlordCounts(rows ?? [])}
      unreadNotifications={notifications.data?.unreadNotificationCount ?? 0}
      inquiryCount={inquiryRows?.length ?? 0}
      properties={
        <LandlordPropertiesSection
          ownerId={userId}
          properties={screenState(properties, rows, t`Failed to fetch properties`)}
        />
      }
      viewings={<LandlordViewingsPanel listings={(rows ?? []).map(({ id, title }) => ({ id, title }))} />}
      leases={<LandlordLeasesSection properties={rows ?? []} />}
      applications={<LandlordApplicationsPanel properties={rows ?? []} />}
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
          // Spec §2: Mark Resolved only shows a toast; no call.
          onMarkResolved={() => toast({ title: t`Message marked as resolved` })}
          chat={
            chatWith ? (
              <Conversation
                otherUserId={chatWith.tenantId}
                propertyId={chatWith.propertyId}
                heading={t`Conversation with Tenant #${chatTenantId}`}
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
