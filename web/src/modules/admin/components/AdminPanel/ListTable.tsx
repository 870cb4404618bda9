import type { ReactElement, ReactNode } from 'react';
import { EmptyState, SkeletonGrid, Table, TableBody, TableHeader } from '@hearth/design-system';
import { ErrorNotice, type ListState } from '../../../common';

export interface ListTableProps<T extends object> {
  /** The table's accessible name, e.g. 'Properties'. */
  label: string;
  state: ListState<T>;
  loadingLabel: string;
  /** Title of the empty state shown inside the table body. */
  emptyTitle: string;
  /** The table's `<Column>`s. */
  columns: ReactNode;
  /** One item's `<Row>`. */
  children: (item: T) => ReactElement;
}

/** An admin list as a table: its error, a skeleton while it loads, else the table (empty lists keep the header). */
export function ListTable<T extends object>({ label, state, loadingLabel, emptyTitle, columns, children }: ListTableProps<T>) {
  if (state.status === 'error') return <ErrorNotice message={state.message} />;
  if (state.status === 'loading') return <SkeletonGrid count={3} label={loadingLabel} />;
  return (
    <Table aria-label={label}>
      <TableHeader>{columns}</TableHeader>
      <TableBody items={state.status === 'ready' ? state.data : []} emptyState={<EmptyState headingLevel={3} title={emptyTitle} />}>
        {children}
      </TableBody>
    </Table>
  );
}
