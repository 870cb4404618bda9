import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import type { StyledProps } from '../../utils/props';
import { CountBadge, type BadgeTone } from '../Badge/Badge';
import * as styles from './Tabs.css';

export function Tabs({ className, ...props }: Omit<AriaTabsProps, 'className'> & { className?: string }) {
  return <AriaTabs {...props} className={cx(styles.tabs, className)} />;
}

export function TabList<T extends object>({ className, ...props }: Omit<AriaTabListProps<T>, 'className'> & { className?: string }) {
  return <AriaTabList {...props} className={cx(styles.list, className)} />;
}

export interface TabProps extends StyledProps<AriaTabProps> {
  children: ReactNode;
  /** Count shown in a badge next to the label (unread notifications, inquiries). */
  count?: number;
  countTone?: BadgeTone;
  /** Accessible text for the count, e.g. '3 unread'. Defaults to the number. */
  countLabel?: string;
}

export function Tab({ children, count, countTone = 'neutral', countLabel, className, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={cx(styles.tab, className)}>
      {children}
      {count !== undefined && count > 0 ? (
        <CountBadge count={count} tone={countTone} label={countLabel} />
      ) : null}
    </AriaTab>
  );
}

export function TabPanel({ className, ...props }: Omit<AriaTabPanelProps, 'className'> & { className?: string }) {
  return <AriaTabPanel {...props} className={cx(styles.panel, className)} />;
}
