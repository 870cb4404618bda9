import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, EmptyState, type EmptyStateProps } from '@hearth/design-system';
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
    /** Rows shown at first and added by each 'Show N more' (lists that grow long); all of them when unset. */
    pageSize?: number;
    /** After the list, e.g. a dialog the tab opens. */
    children?: ReactNode;
  };

const byId = (item: unknown) => (item as { id: number | string }).id;

/**
 * A dashboard tab's titled list: heading (with optional action), then the list state as a column of panels. While
 * loading, its status names the section ('Loading My Leases').
 */
export function PanelListSection<T>({ title, action, itemKey = byId, empty, panelClassName, renderItem, pageSize, children, ...list }: PanelListSectionProps<T>) {
  const { t } = useLingui();
  return (
    <TitledSection title={title} action={action}>
      <ListSection {...list} loadingLabel={t`Loading ${title}`} empty={<EmptyState headingLevel={3} {...empty} />}>
        {(items) => <PanelRows items={items} itemKey={itemKey} panelClassName={panelClassName} renderItem={renderItem} pageSize={pageSize} />}
      </ListSection>
      {children}
    </TitledSection>
  );
}

interface PanelRowsProps<T> {
  items: T[];
  itemKey: (item: T) => number | string;
  panelClassName?: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  pageSize?: number;
}

/**
 * The rows: all of them without a page size; else a page at a time, 'Show N more' adding the next page and taking
 * focus to its first row, so a keyboard or screen reader goes on where the list grew (the button moves below it).
 */
function PanelRows<T>({ items, itemKey, panelClassName, renderItem, pageSize }: PanelRowsProps<T>) {
  const { t } = useLingui();
  const [shown, setShown] = useState(pageSize ?? 0);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    if (focusRow === null) return;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[focusRow]?.focus();
    setFocusRow(null);
  }, [focusRow]);
  const rows = pageSize === undefined ? items : items.slice(0, shown);
  const more = pageSize === undefined ? 0 : Math.min(pageSize, items.length - shown);
  return (
    <>
      <ul ref={list} className={layout.list}>
        {rows.map((item, index) => (
          // A page's first row takes focus when its page is added.
          <li key={itemKey(item)} tabIndex={pageSize && index > 0 && index % pageSize === 0 ? -1 : undefined} className={panelClassName?.(item) ?? layout.panel}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Button
          variant="secondary"
          className={layout.showMore}
          onPress={() => {
            setFocusRow(shown);
            setShown(shown + more);
          }}
        >
          {t`Show ${more} more`}
        </Button>
      ) : null}
    </>
  );
}
