import type { ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FrameTab, PageFrame } from '../../common';

export type LandlordTab = 'properties' | 'viewings' | 'leases' | 'repairs' | 'applications' | 'notifications' | 'messages';

export interface LandlordDashboardViewProps {
  counts: { totalProperties: number; listedProperties: number };
  unreadNotifications: number;
  inquiryCount: number;
  selectedTab?: LandlordTab;
  onTabChange?: (tab: LandlordTab) => void;
  /** The tab bodies (LandlordPropertiesView, the Viewings panel, LandlordLeasesView, NotificationsTab, InquiriesTab). */
  properties: ReactNode;
  viewings: ReactNode;
  leases: ReactNode;
  /** The Repairs tab's body: tenants' repair requests on every property (or one), emergencies first. */
  repairs: ReactNode;
  applications: ReactNode;
  notifications: ReactNode;
  messages: ReactNode;
}

/** Landlord view of /dashboard (docs/product.md#dashboard): 'Property Owner Dashboard', counters and the four original tabs with badges, plus Viewings and Applications. */
export function LandlordDashboardView({ counts, unreadNotifications, inquiryCount, selectedTab, onTabChange, ...tabs }: LandlordDashboardViewProps) {
  const { t } = useLingui();
  return (
    <PageFrame
      title={t`Property Owner Dashboard`}
      counts={counts}
      tabsLabel={t`Dashboard sections`}
      selectedTab={selectedTab}
      defaultTab="properties"
      onTabChange={onTabChange}
    >
      <FrameTab id="properties" label={t`Properties`}>{tabs.properties}</FrameTab>
      <FrameTab id="viewings" label={t`Viewings`}>{tabs.viewings}</FrameTab>
      <FrameTab id="leases" label={t`Leases`}>{tabs.leases}</FrameTab>
      <FrameTab id="repairs" label={t`Repairs`}>{tabs.repairs}</FrameTab>
      <FrameTab id="applications" label={t`Applications`}>{tabs.applications}</FrameTab>
      <FrameTab id="notifications" label={t`Notifications`}
        count={unreadNotifications}
        countTone="danger"
        countLabel={t({ message: plural(unreadNotifications, { other: '# unread' }) })}>
        {tabs.notifications}
      </FrameTab>
      <FrameTab id="messages" label={t`Messages`} count={inquiryCount} countLabel={t({ message: plural(inquiryCount, { other: '# inquiries' }) })}>
        {tabs.messages}
      </FrameTab>
    </PageFrame>
  );
}
