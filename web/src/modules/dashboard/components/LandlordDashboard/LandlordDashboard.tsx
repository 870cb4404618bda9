import type { ReactNode } from 'react';
import { PageHeader, Stat, StatGrid, Tab, TabList, TabPanel, Tabs } from '@hearth/design-system';
import { layout } from '../../../common';

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
    <div className={layout.page}>
      <PageHeader title="Property Owner Dashboard" />
      <StatGrid>
        <Stat label="Total Properties" value={counts.totalProperties} />
        <Stat label="Listed Properties" value={counts.listedProperties} />
      </StatGrid>
      <Tabs selectedKey={selectedTab} defaultSelectedKey="properties" onSelectionChange={(key) => onTabChange?.(key as LandlordTab)}>
        <TabList aria-label="Dashboard sections">
          <Tab id="properties">Properties</Tab>
          <Tab id="leases">Leases</Tab>
          <Tab id="notifications" count={unreadNotifications} countTone="danger" countLabel={`${unreadNotifications} unread`}>
            Notifications
          </Tab>
          <Tab id="messages" count={inquiryCount} countLabel={`${inquiryCount} inquiries`}>
            Messages
          </Tab>
        </TabList>
        <TabPanel id="properties">{tabs.properties}</TabPanel>
        <TabPanel id="leases">{tabs.leases}</TabPanel>
        <TabPanel id="notifications">{tabs.notifications}</TabPanel>
        <TabPanel id="messages">{tabs.messages}</TabPanel>
      </Tabs>
    </div>
  );
}
