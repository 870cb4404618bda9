import type { ReactElement, ReactNode } from 'react';
import { Column, EmptyState, SkeletonGrid, Table, TableBody, TableHeader } from '@hearth/design-system';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ErrorNotice, TitledSection, type ListState } from '../../common';
import * as styles from './AdminView.css';

/** Phones: the admin tables become cards with their actions in view (docs/product.md#admin-panel). */
export const PHONE_QUERY = '(max-width: 600px)';

export interface ListTableProps<T extends object> {
  /** The section's h2, e.g. 'User Management'. */
  title: string;
  /** Shown beside the title (the status filter). */
  action?: ReactNode;
  /** The table's accessible name, e.g. 'Users'. */
  label: string;
  /** The skeleton's name while the list loads, e.g. 'Loading users'. */
  loadingLabel: string;
  state: ListState<T>;
  /** Title of the empty state shown inside the table body. */
  emptyTitle: string;
  /** The column headers; the first one names each row. */
  columns: readonly string[];
  /** One item's `<Row>`. */
  children: (item: T) => ReactElement;
  /** One item as a card (an `AdminCard`), drawn instead of the table on phones (600 px wide or less). */
  card?: (item: T) => ReactElement;
}

/**
 * An admin tab's list as a titled table: its error, a skeleton while it loads, else the table (empty lists keep the
 * header); on phones, with `card`, a list of cards instead.
 */
export function ListTable<T extends { id: number }>({ title, action, label, loadingLabel, state, emptyTitle, columns, children, card }: ListTableProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone && card && (state.status === 'ready' || state.status === 'empty'))
    return (
      <TitledSection title={title} action={action}>
        {state.status === 'ready' && state.data.length > 0 ? (
          <ul className={styles.cards} aria-label={label}>
            {state.data.map((item) => (
              <li key={item.id}>{card(item)}</li>
            ))}
          </ul>
        ) : (
          <EmptyState headingLevel={3} title={emptyTitle} />
        )}
      </TitledSection>
    );
  return (
    <TitledSection title={title} action={action}>
      {state.status === 'error' ? (
        <ErrorNotice message={state.message} />
      ) : state.status === 'loading' ? (
        <SkeletonGrid count={3} label={loadingLabel} />
      ) : (
        <Table aria-label={label}>
          <TableHeader>
            {columns.map((name, index) => (
              <Column key={name} id={name} isRowHeader={index === 0}>
                {name}
              </Column>
            ))}
          </TableHeader>
          <TableBody items={state.status === 'ready' ? state.data : []} emptyState={<EmptyState headingLevel={3} title={emptyTitle} />}>
            {children}
          </TableBody>
        </Table>
      )}
    </TitledSection>
  );
}
