import type { ReactNode } from 'react';
import { TitledSection, type TitledSectionProps } from './TitledSection';
import * as layout from './layout.css';
import { ListSection, type ListSectionProps } from './ListSection';

export interface PanelListSectionProps<T> extends Omit<ListSectionProps<T>, 'children'>, Omit<TitledSectionProps, 'children'> {
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
  return (
    <TitledSection title={title} action={action}>
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
    </TitledSection>
  );
}
