import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { TitledSection, type TitledSectionProps } from './TitledSection';
import * as layout from './layout.css';
import { ListSection, type ListSectionProps } from './ListSection';

type Keyed<T> = T extends { id: number | string } ? { itemKey?: (item: T) => number | string } : { itemKey: (item: T) => number | string };

export type PanelListSectionProps<T> = Omit<ListSectionProps<T>, 'children' | 'empty' | 'loadingLabel'> &
  Omit<TitledSectionProps, 'children'> &
  Keyed<T> & {
    /** The empty list's EmptyState, a level below the section's h2. */
    empty: Omit<EmptyStateProps, 'headingLevel'>;
    /** Class of one row's panel; plain `layout.panel` unless a row needs more (e.g. unread). */
    panelClassName?: (item: T) => string;
    /** One row's content inside its panel. */
    renderItem: (item: T) => ReactNode;
    /** After the list, e.g. a dialog the tab opens. */
    children?: ReactNode;
  };

const byId = (item: unknown) => (item as { id: number | string }).id;

/**
 * A dashboard tab's titled list: heading (with optional action), then the list state as a column of panels. While
 * loading, its status names the section ('Loading My Leases').
 */
export function PanelListSection<T>({ title, action, itemKey = byId, empty, panelClassName, renderItem, children, ...list }: PanelListSectionProps<T>) {
  const { t } = useLingui();
  return (
    <TitledSection title={title} action={action}>
      <ListSection {...list} loadingLabel={t`Loading ${title}`} empty={<EmptyState headingLevel={3} {...empty} />}>
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
