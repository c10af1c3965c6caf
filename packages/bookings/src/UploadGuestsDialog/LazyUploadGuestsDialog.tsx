import { lazyDialog } from '../PersonDialog/lazyDialog';
import { guestListTextTable, type GuestListTexts } from '../textTables/guestList';
import type { UploadGuestsDialogProps } from './UploadGuestsDialog';

/**
 * UploadGuestsDialog, loaded on first open ('Upload Attendee List' frame meanwhile), so the Guest
 * List's first bytes carry neither the CSV reader (papaparse) nor the import preview.
 * @example <LazyUploadGuestsDialog open={uploading} booking={booking} onClose={close} />
 */
export const LazyUploadGuestsDialog = lazyDialog<UploadGuestsDialogProps, GuestListTexts>(
  () => import('./UploadGuestsDialog').then((module) => module.UploadGuestsDialog),
  guestListTextTable,
  (_props, texts) => ({ title: texts.upload.title }),
);
