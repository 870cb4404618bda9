export { Table, TableHeader, Column, TableBody, Row, Cell } from './Table';
export type { ColumnProps, TableBodyComponentProps } from './Table';
