import type { ReactNode } from 'react';
import { layout } from '../../../common';
import { ListSection, type ListSectionProps } from './ListSection';

export interface PanelListSectionProps<T> extends Omit<ListSectionProps<T>, 'children'> {
  /** The section's h2. */
  title: string;
  /** Shown beside the title (e.g. a Create button). */
  action?: ReactNode;
  itemKey: (item: T) => number | string;
  /** Class of one row's panel; plain `layout.panel` unless a row needs more (e.g. unread). */
  panelClassName?: (item: T) => string;
  /** One row's content inside its panel. */
  renderItem: (item: T) => ReactNode;
  /** After the list, e.g. a dialog the tab opens. */
  children?: ReactNode;
}

/** A dashboard tab's titled list: heading (with optional action), then the list state as a column of panels. */
export function PanelListSection<T>({ title, action, itemKey, panelClassName, renderItem, children, ...list }: PanelListSectionProps<T>) {
  const heading = <h2 className={layout.sectionTitle}>{title}</h2>;
  return (
    <div className={layout.list}>
      {action ? (
        <div className={layout.headerRow}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      <ListSection {...list}>
        {(items) => (
          <ul className={layout.list}>
            {items.map((item) => (
              <li key={itemKey(item)} className={panelClassName?.(item) ?? layout.panel}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
      </ListSection>
      {children}
    </div>
  );
}
