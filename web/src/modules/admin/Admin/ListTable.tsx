import type { ReactElement, ReactNode } from 'react';
import { Column, EmptyState, SkeletonGrid, Table, TableBody, TableHeader } from '@hearth/design-system';
import { ErrorNotice, TitledSection, type ListState } from '../../common';

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
}

/** An admin tab's list as a titled table: its error, a skeleton while it loads, else the table (empty lists keep the header). */
export function ListTable<T extends object>({ title, action, label, loadingLabel, state, emptyTitle, columns, children }: ListTableProps<T>) {
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
