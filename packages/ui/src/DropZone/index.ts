export { DropZone } from './DropZone';
export type { DropZoneProps, DropZoneRejection } from './DropZone';
export { fileMatchesAccept } from './accept';
