import { Children, isValidElement, useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader, Tab, TabList, TabPanel, Tabs, type TabProps } from '@hearth/design-system';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { pageTitle, useDocumentTitle } from '../../lib/page-title';
import * as layout from './layout.css';
import * as styles from './PageFrame.css';
import { TAB_PARAM, tabFromParam, withTab } from './tab-param';

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
  /** Controlled selection; leave out for the tab the URL names (`?tab=`). */
  selectedTab?: K;
  /** The tab when the URL names none of them (the first by default). */
  defaultTab?: K;
  onTabChange?: (tab: K) => void;
  /** One FrameTab per tab. */
  children: ReactNode;
}

/**
 * An overview page of the signed-in screens (dashboards, admin): its title, counters and tabs (docs/product.md#dashboard).
 * Each tab is a URL, `?tab=<id>` (docs/product.md#overview-tabs): choosing one adds a history entry (Back returns to the
 * previous tab), a link to one opens it, one the page does not have opens the first, and the document title names it.
 */
export function PageFrame<K extends string>({ title, counts, tabsLabel, selectedTab, defaultTab, onTabChange, children }: PageFrameProps<K>) {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = Children.toArray(children).filter((child): child is ReactElement<FrameTabProps> => isValidElement(child));
  const ids = tabs.map((tab) => tab.props.id as K);
  const selected = selectedTab ?? tabFromParam(searchParams.get(TAB_PARAM), ids, defaultTab ?? ids[0]!);
  const selectedLabel = tabs.find((tab) => tab.props.id === selected)?.props.label;
  useDocumentTitle(pageTitle(selectedLabel ? `${selectedLabel} · ${title}` : title));
  const select = (tab: K) => {
    onTabChange?.(tab);
    if (tab !== selected) setSearchParams((current) => withTab(current, tab));
  };

  // The open tab in view in the tab bar (on a phone it scrolls sideways), without scrolling the page: once the bar
  // has its size, and again whenever it or a tab changes size (the tabs' counts arrive with their data).
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = frame.current?.querySelector<HTMLElement>('[role="tablist"]');
    if (!list) return;
    const resized = new ResizeObserver(() => reveal());
    const reveal = () => {
      // The tabs come a render after the list (react-aria builds their collection first): watched as they come.
      for (const tab of list.querySelectorAll('[role="tab"]')) resized.observe(tab);
      const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!tab || list.clientWidth === 0) return;
      const bar = list.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      if (box.left < bar.left) list.scrollLeft -= bar.left - box.left;
      else if (box.right > bar.right) list.scrollLeft += box.right - bar.right;
    };
    resized.observe(list);
    return () => resized.disconnect();
  }, [selected]);

  const stats = (Object.keys(STAT_LABELS) as (keyof FrameCounts)[]).filter((key) => counts[key] !== undefined);
  return (
    <div className={layout.page} ref={frame}>
      <PageHeader title={title} />
      {/* A region a keyboard can scroll when the counters do not fit a phone's line. */}
      <div role="region" aria-label={t`Summary`} tabIndex={0} className={styles.summaryScroller}>
        <dl className={styles.summary}>
          {stats.map((key) => (
            <div key={key} className={styles.summaryItem}>
              <dt className={styles.summaryLabel}>{i18n._(STAT_LABELS[key])}</dt>
              <dd className={styles.summaryValue}>{counts[key]}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Tabs selectedKey={selected} onSelectionChange={(key) => select(key as K)}>
        <TabList aria-label={tabsLabel} className={styles.tabBar}>
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
