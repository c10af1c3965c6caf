export { DropZone } from './DropZone';
export type { DropZoneProps, SingleDropZoneProps, MultipleDropZoneProps } from './DropZone';
export type { DropZoneRejection } from './sortDropped';
export { fileMatchesAccept } from './accept';
