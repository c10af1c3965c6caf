import { LazyDateTimeDialog } from '../DateTimeDialog/LazyDateTimeDialog';
import { lazyDialog } from '../PersonDialog/lazyDialog';
import { mainTextTable, type MainTexts } from '../textTables/main';
import type { DuplicateBookingDialogProps } from './DuplicateBookingDialog';

/**
 * DuplicateBookingDialog, loaded on first open ('Set Run Start Date / Time' frame meanwhile), so
 * the booking editor's first bytes do not carry it. Its first step's date dialog loads with it:
 * the frame gives way to the dialog itself, never to an empty page.
 * @example <LazyDuplicateBookingDialog open={duplicating} booking={booking} onClose={close} onDuplicated={(copy) => open(copy.bookingID)} />
 */
export const LazyDuplicateBookingDialog = lazyDialog<DuplicateBookingDialogProps, MainTexts>(
  () => Promise.all([import('./DuplicateBookingDialog'), LazyDateTimeDialog.preload()]).then(([module]) => module.DuplicateBookingDialog),
  mainTextTable,
  (_props, texts) => ({ title: texts.runStartTitle, size: 'sm' }),
);
