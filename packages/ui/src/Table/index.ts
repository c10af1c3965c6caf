export { Table } from './Table';
export { TABLE_CARD_QUERY } from './styles';
export type { TableColumn, TableProps } from './Table';
