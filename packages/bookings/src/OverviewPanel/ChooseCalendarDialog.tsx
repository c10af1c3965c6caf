import { asksToRename, useTexts, type Booking, type Calendar, type PortalApi } from '@greenroom/core';
import { Button, Dialog, Select } from '@greenroom/ui';
import { useId, useState, type FormEvent } from 'react';
import { placeServerErrors } from '../data/serverFieldErrors';
import { useSaveBooking } from '../data/useSaveBooking';
import type { LazyDialogProps } from '../PersonDialog/lazyDialog';
import { mainTextTable } from '../textTables/main';

export interface ChooseCalendarDialogProps extends LazyDialogProps {
  booking: Booking;
  /** The space's calendars to choose from. */
  calendars: Calendar[];
  api?: Pick<PortalApi, 'bookings' | 'calendars'>;
}

/**
 * 'Choose Calendar': the space's calendars in a select; a calendar whose name differs from the
 * booking's asks 'Rename Booking?' (YES sets both, NO only the calendar). Loaded on first open
 * (see lazyOverviewDialogs).
 * @example <ChooseCalendarDialog open booking={booking} calendars={calendars} onClose={close} />
 */
export function ChooseCalendarDialog({ open, booking, calendars, api, onClose }: ChooseCalendarDialogProps) {
  const texts = useTexts(mainTextTable);
  const formId = useId();
  const [calendarID, setCalendarID] = useState(booking.calendarID || calendars[0]?.calendarID || '');
  const [asking, setAsking] = useState<Calendar | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const { save, isPending } = useSaveBooking(booking.bookingID, api);

  // A refusal naming a field (400 fieldErrors) shows its own text: at the calendar select, or in
  // the rename prompt (which has no field); the spec's text only when it names none.
  const assign = (calendar: Calendar, rename: boolean, failure: string) => {
    setError(null);
    setCalendarError(null);
    save(() => (rename ? { calendarID: calendar.calendarID, name: calendar.calendarName } : { calendarID: calendar.calendarID })).then(
      onClose,
      (refusal: unknown) => {
        const placed = placeServerErrors(refusal, ['calendarID', 'name']).fields;
        const atField = asking ? (placed.name ?? placed.calendarID) : placed.calendarID;
        if (atField && !asking) setCalendarError(atField);
        else setError(atField ?? failure);
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const calendar = calendars.find((entry) => entry.calendarID === calendarID);
    if (!calendar || isPending) return;
    if (asksToRename(booking.name, calendar.calendarName)) setAsking(calendar);
    else assign(calendar, false, texts.assignCalendarError);
  };

  if (asking) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title={texts.renameToCalendarTitle}
        description={texts.renameToCalendarMessage(asking.calendarName)}
        busy={isPending}
        error={error}
        size="sm"
        data-ui="RenameToCalendarDialog"
        actions={
          <>
            <Button variant="text" onClick={() => assign(asking, false, texts.assignCalendarError)}>
              {texts.no}
            </Button>
            <Button onClick={() => assign(asking, true, texts.renameToCalendarError)}>{texts.yes}</Button>
          </>
        }
      />
    );
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={texts.chooseCalendarTitle}
      busy={isPending}
      error={error}
      size="sm"
      data-ui="ChooseCalendarDialog"
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={calendarID === ''}>
            {texts.save}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Select
          label={texts.calendarLabel}
          value={calendarID}
          fullWidth
          error={calendarError}
          options={calendars.map((calendar) => ({ value: calendar.calendarID, label: calendar.calendarName }))}
          onValueChange={(next) => {
            setCalendarID(next);
            setCalendarError(null);
          }}
        />
      </form>
    </Dialog>
  );
}
