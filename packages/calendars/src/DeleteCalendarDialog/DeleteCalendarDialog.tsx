import { useTexts, type Calendar } from '@greenroom/core';
import { ConfirmDialog } from '@greenroom/ui';
import { useDeleteCalendar } from '../data/useDeleteCalendar';
import { calendarTextTable } from '../texts';
import type { CalendarsSlice } from '../types';

export interface DeleteCalendarDialogProps {
  open: boolean;
  /** The calendar to delete. */
  calendar: Calendar;
  /** The space it belongs to. */
  spaceID: string;
  /** CANCEL, the close button or Escape; never while deleting. Also called after the delete. */
  onClose: () => void;
  /** Called once the server has deleted the calendar (before onClose). */
  onDeleted?: (calendar: Calendar) => void;
  /** Overrides the PortalProvider's api. */
  api?: CalendarsSlice;
}

/**
 * 'Delete Calendar?' with 'There is no undo for calendar delete.' and CANCEL / CONFIRM. CONFIRM
 * sends DELETE /calendar; while it runs the dialog cannot be closed; a failure shows 'An error
 * occurred deleting this calendar' and CONFIRM tries again.
 *
 * @example
 * <DeleteCalendarDialog open={deleting} calendar={calendar} spaceID="s1"
 *   onClose={() => setDeleting(false)} onDeleted={() => select(null)} />
 */
export function DeleteCalendarDialog({ open, calendar, spaceID, onClose, onDeleted, api }: DeleteCalendarDialogProps) {
  const texts = useTexts(calendarTextTable);
  const remove = useDeleteCalendar({ spaceID }, api);
  return (
    <ConfirmDialog
      open={open}
      title={texts.deleteTitle}
      message={texts.deleteMessage}
      confirmVariant="danger"
      errorMessage={texts.deleteError}
      onCancel={onClose}
      onConfirm={async () => {
        await remove.mutateAsync(calendar);
        onDeleted?.(calendar);
        onClose();
      }}
    />
  );
}
