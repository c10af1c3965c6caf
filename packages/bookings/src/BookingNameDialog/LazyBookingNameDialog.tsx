import { lazyDialog } from '../PersonDialog/lazyDialog';
import { mainTextTable, type MainTexts } from '../textTables/main';
import type { BookingNameDialogProps } from './BookingNameDialog';

/**
 * BookingNameDialog, loaded on first open ('Name Booking' or, with a booking, 'Edit Name' frame
 * meanwhile), so neither the bookings list nor the booking editor carries the form (and the
 * kit's FormDialog, Dialog and @floating-ui) in its first bytes (issue 31).
 * @example <LazyBookingNameDialog open={renaming} spaceID={booking.spaceID} booking={booking} onClose={close} />
 */
export const LazyBookingNameDialog = lazyDialog<BookingNameDialogProps, MainTexts>(
  () => import('./BookingNameDialog').then((module) => module.BookingNameDialog),
  mainTextTable,
  ({ booking }, texts) => ({ title: booking ? texts.editNameTitle : texts.createTitle, size: 'sm' }),
);
