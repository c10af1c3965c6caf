import { lazyDialog } from '../PersonDialog/lazyDialog';
import { guestsTextTable, type GuestsTexts } from '../textTables/guests';
import type { AttendeeDialogProps } from './AttendeeDialog';

/**
 * AttendeeDialog, loaded on first open ('Add Attendee' or 'Manage Attendee' frame meanwhile), so
 * the Guest List's first bytes do not carry the attendee form and its actions.
 * @example <LazyAttendeeDialog open booking={booking} registration={r} onClose={close} />
 */
export const LazyAttendeeDialog = lazyDialog<AttendeeDialogProps, GuestsTexts>(
  () => import('./AttendeeDialog').then((module) => module.AttendeeDialog),
  guestsTextTable,
  ({ registration }, texts) => ({ title: registration ? texts.attendee.manageTitle : texts.attendee.addTitle }),
);
