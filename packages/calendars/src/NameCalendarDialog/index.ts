export { NameCalendarDialog } from './NameCalendarDialog';
export type { NameCalendarDialogProps } from './NameCalendarDialog';
