export { DeleteCalendarDialog } from './DeleteCalendarDialog';
export type { DeleteCalendarDialogProps } from './DeleteCalendarDialog';
