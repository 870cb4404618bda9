import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  type CellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import * as styles from './Table.css';

type WithClass<P> = Omit<P, 'className'> & { className?: string };

/**
 * Admin data table (RAC Table: keyboard grid navigation, sorting, selection). Needs an aria-label. A table wider
 * than the screen scrolls inside its own box, a named region that takes focus so the arrow keys can scroll it.
 */
export function Table({ className, ...props }: WithClass<AriaTableProps>) {
  return (
    <div className={styles.container} role="region" aria-label={props['aria-label']} aria-labelledby={props['aria-labelledby']} tabIndex={0}>
      <AriaTable {...props} className={cx(styles.table, className)} />
    </div>
  );
}

export function TableHeader<T extends object>({ className, ...props }: WithClass<TableHeaderProps<T>>) {
  return <AriaTableHeader {...props} className={cx(styles.header, className)} />;
}

export interface ColumnProps extends WithClass<AriaColumnProps> {
  children?: ReactNode;
}

export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={cx(styles.column, className)}>
      {({ allowsSorting, sortDirection }) => (
        <>
          {children}
          {allowsSorting && sortDirection ? (
            <ChevronDownIcon
              size={12}
              className={styles.sortIndicator}
              style={{ transform: sortDirection === 'ascending' ? 'rotate(180deg)' : undefined }}
            />
          ) : null}
        </>
      )}
    </AriaColumn>
  );
}

export interface TableBodyComponentProps<T> extends WithClass<TableBodyProps<T>> {
  /** Shown when there are no rows, e.g. 'No Properties Found'. */
  emptyState?: ReactNode;
}

export function TableBody<T extends object>({ className, emptyState, ...props }: TableBodyComponentProps<T>) {
  return (
    <AriaTableBody
      {...props}
      className={className}
      renderEmptyState={emptyState ? () => <div className={styles.empty}>{emptyState}</div> : undefined}
    />
  );
}

export function Row<T extends object>({ className, ...props }: WithClass<RowProps<T>>) {
  return <AriaRow {...props} className={cx(styles.row, className)} />;
}

export function Cell({ className, ...props }: WithClass<CellProps>) {
  return <AriaCell {...props} className={cx(styles.cell, className)} />;
}
