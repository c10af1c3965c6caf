import { lazyDialog } from '../PersonDialog/lazyDialog';
import type { AttendeeDialogProps } from './AttendeeDialog';

/**
 * AttendeeDialog, loaded on first open ('Add Attendee' or 'Manage Attendee' frame meanwhile), so
 * the Guest List's first bytes do not carry the attendee form and its actions.
 * @example <LazyAttendeeDialog open booking={booking} registration={r} onClose={close} />
 */
export const LazyAttendeeDialog = lazyDialog<AttendeeDialogProps>(
  () => import('./AttendeeDialog').then((module) => module.AttendeeDialog),
  ({ registration }, texts) => ({ title: registration ? texts.guests.attendee.manageTitle : texts.guests.attendee.addTitle }),
);
