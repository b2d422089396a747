export { Table } from './table';
export type { SortDirection, TableColumn, TableProps, TableSort } from './table';
export { sortAmong } from './sort-among';
