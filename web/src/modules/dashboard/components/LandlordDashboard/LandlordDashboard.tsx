import type { ReactNode } from 'react';
import { FrameTab, PageFrame } from '../../../common';

export type LandlordTab = 'properties' | 'leases' | 'notifications' | 'messages';

export interface LandlordDashboardProps {
  counts: { totalProperties: number; listedProperties: number };
  unreadNotifications: number;
  inquiryCount: number;
  selectedTab?: LandlordTab;
  onTabChange?: (tab: LandlordTab) => void;
  /** The tab bodies (PropertiesTab, LeasesTab, NotificationsTab, InquiriesTab). */
  properties: ReactNode;
  leases: ReactNode;
  notifications: ReactNode;
  messages: ReactNode;
}

/** Landlord view of /dashboard (spec §2): 'Property Owner Dashboard', counters and four tabs with badges. */
export function LandlordDashboard({ counts, unreadNotifications, inquiryCount, selectedTab, onTabChange, ...tabs }: LandlordDashboardProps) {
  return (
    <PageFrame
      title="Property Owner Dashboard"
      counts={counts}
      tabsLabel="Dashboard sections"
      selectedTab={selectedTab}
      defaultTab="properties"
      onTabChange={onTabChange}
    >
      <FrameTab id="properties" label="Properties">{tabs.properties}</FrameTab>
      <FrameTab id="leases" label="Leases">{tabs.leases}</FrameTab>
      <FrameTab id="notifications" label="Notifications" count={unreadNotifications} countTone="danger" countLabel={`${unreadNotifications} unread`}>
        {tabs.notifications}
      </FrameTab>
      <FrameTab id="messages" label="Messages" count={inquiryCount} countLabel={`${inquiryCount} inquiries`}>
        {tabs.messages}
      </FrameTab>
    </PageFrame>
  );
}
