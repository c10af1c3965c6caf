import { asksToRename, useAlert, useTexts, type Booking, type Calendar, type PortalApi } from '@greenroom/core';
import { Button, Dialog, IconButton, Select, Switch } from '@greenroom/ui';
import { Pencil } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSpaceCalendars } from '../data/bookingQueries';
import { placeServerErrors } from '../data/serverFieldErrors';
import { useSaveBooking } from '../data/useSaveBooking';
import { bookingsTextTable } from '../texts';
import { Row, RowActions, RowValue } from './styles';

type Slice = Pick<PortalApi, 'bookings' | 'calendars'>;

/**
 * Add to Calendar: the toggle with the calendar's name and an edit button. Off clears calendarID
 * ('An error occurred.' alert on failure); on (or edit) opens 'Choose Calendar'; a calendar whose
 * name differs from the booking's asks whether to rename the booking too (YES sets both, NO only
 * the calendar).
 * @example <CalendarSetting booking={booking} />
 */
export function CalendarSetting({ booking, api }: { booking: Booking; api?: Slice }) {
  const texts = useTexts(bookingsTextTable);
  const alert = useAlert();
  const calendars = useSpaceCalendars(booking.spaceID, api);
  const clear = useSaveBooking(booking.bookingID, api);
  const [choosing, setChoosing] = useState(false);
  const current = calendars.data?.find((calendar) => calendar.calendarID === booking.calendarID);
  const on = booking.calendarID !== '';

  const toggle = (checked: boolean) => {
    if (checked) setChoosing(true);
    else clear.save(() => ({ calendarID: '' })).catch(() => alert(texts.clearCalendarError));
  };

  return (
    <Row>
      <Switch label={texts.addToCalendar} checked={on} busy={clear.isPending} onChange={toggle} />
      <RowValue>{on ? (current?.calendarName ?? '') : ''}</RowValue>
      <RowActions>
        <IconButton label={texts.editCalendar} size="sm" onClick={() => setChoosing(true)}>
          <Pencil />
        </IconButton>
      </RowActions>
      {choosing ? <ChooseCalendar booking={booking} calendars={calendars.data ?? []} api={api} onClose={() => setChoosing(false)} /> : null}
    </Row>
  );
}

function ChooseCalendar({ booking, calendars, api, onClose }: { booking: Booking; calendars: Calendar[]; api?: Slice; onClose: () => void }) {
  const texts = useTexts(bookingsTextTable);
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
        open
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
      open
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
