import { lazyDialog } from '../PersonDialog/lazyDialog';
import { guestListTextTable, type GuestListTexts } from '../textTables/guestList';
import type { AttendeeDialogProps } from './AttendeeDialog';

/**
 * AttendeeDialog, loaded on first open ('Add Attendee' or 'Manage Attendee' frame meanwhile), so
 * the Guest List's first bytes do not carry the attendee form and its actions.
 * @example <LazyAttendeeDialog open booking={booking} registration={r} onClose={close} />
 */
export const LazyAttendeeDialog = lazyDialog<AttendeeDialogProps, GuestListTexts>(
  () => import('./AttendeeDialog').then((module) => module.AttendeeDialog),
  guestListTextTable,
  ({ registration }, texts) => ({ title: registration ? texts.attendee.manageTitle : texts.attendee.addTitle }),
);
