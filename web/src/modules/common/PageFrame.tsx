import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { PageHeader, Stat, StatGrid, Tab, TabList, TabPanel, Tabs, type TabProps } from '@hearth/design-system';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import * as layout from './layout.css';

/** Every overview counter's label (docs/product.md#dashboard), in the order the pages show them. */
const STAT_LABELS = {
  totalProperties: msg`Total Properties`,
  listedProperties: msg`Listed Properties`,
  pendingApproval: msg`Pending Approval`,
  approvedProperties: msg`Approved Properties`,
  activeLeases: msg`Active Leases`,
  savedProperties: msg`Saved Properties`,
  inquiries: msg`Property Inquiries`,
  totalLeases: msg`Total Leases`,
} as const;

export type FrameCounts = Partial<Record<keyof typeof STAT_LABELS, number>>;

export interface FrameTabProps extends Pick<TabProps, 'count' | 'countTone' | 'countLabel'> {
  id: string;
  /** The tab's name in the tab list. */
  label: string;
  className?: string;
  children?: ReactNode;
}

/** One tab of a PageFrame: its label (with an optional count badge) goes to the tab list, its content to the panel. */
export function FrameTab({ id, className, children }: FrameTabProps) {
  return (
    <TabPanel id={id} className={className}>
      {children}
    </TabPanel>
  );
}

export interface PageFrameProps<K extends string> {
  title: string;
  /** The counters under the title. */
  counts: FrameCounts;
  /** The tab list's accessible name. */
  tabsLabel: string;
  /** Controlled selection; leave out for a tab list that keeps its own. */
  selectedTab?: K;
  defaultTab?: K;
  onTabChange?: (tab: K) => void;
  /** One FrameTab per tab. */
  children: ReactNode;
}

/** An overview page of the signed-in screens (dashboards, admin): its title, counters and tabs (docs/product.md#dashboard). */
export function PageFrame<K extends string>({ title, counts, tabsLabel, selectedTab, defaultTab, onTabChange, children }: PageFrameProps<K>) {
  const { i18n } = useLingui();
  const tabs = Children.toArray(children).filter((child): child is ReactElement<FrameTabProps> => isValidElement(child));
  const stats = (Object.keys(STAT_LABELS) as (keyof FrameCounts)[]).filter((key) => counts[key] !== undefined);
  return (
    <div className={layout.page}>
      <PageHeader title={title} />
      <StatGrid>
        {stats.map((key) => (
          <Stat key={key} label={i18n._(STAT_LABELS[key])} value={counts[key]} />
        ))}
      </StatGrid>
      <Tabs selectedKey={selectedTab} defaultSelectedKey={defaultTab} onSelectionChange={(key) => onTabChange?.(key as K)}>
        <TabList aria-label={tabsLabel}>
          {tabs.map(({ props: { id, label, count, countTone, countLabel } }) => (
            <Tab key={id} id={id} count={count} countTone={countTone} countLabel={countLabel}>
              {label}
            </Tab>
          ))}
        </TabList>
        {children}
      </Tabs>
    </div>
  );
}
