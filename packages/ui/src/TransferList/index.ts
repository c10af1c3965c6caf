export { TransferList } from './TransferList';
export type { TransferItem, TransferListProps, TransferValue } from './TransferList';
