import { useAlert, useTexts, type Booking, type PortalApi } from '@greenroom/core';
import { IconButton, Switch } from '@greenroom/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useSpaceCalendars } from '../data/bookingQueries';
import { preloadOnIntent } from '../data/preloadOnIntent';
import { useSaveBooking } from '../data/useSaveBooking';
import { mainTextTable } from '../textTables/main';
import { LazyChooseCalendarDialog } from './lazyOverviewDialogs';
import { Row, RowActions, RowValue } from './styles';

type Slice = Pick<PortalApi, 'bookings' | 'calendars'>;

/**
 * Add to Calendar: the toggle with the calendar's name and an edit button. Off clears calendarID
 * ('An error occurred.' alert on failure); on (or edit) opens 'Choose Calendar'; a calendar whose
 * name differs from the booking's asks whether to rename the booking too (YES sets both, NO only
 * the calendar). The dialog loads on first use (ahead on intent of the toggle or the edit button).
 * @example <CalendarSetting booking={booking} />
 */
export function CalendarSetting({ booking, api }: { booking: Booking; api?: Slice }) {
  const texts = useTexts(mainTextTable);
  const alert = useAlert();
  const calendars = useSpaceCalendars(booking.spaceID, api);
  const clear = useSaveBooking(booking.bookingID, api);
  const [choosing, setChoosing] = useState(false);
  const current = calendars.data?.find((calendar) => calendar.calendarID === booking.calendarID);
  const on = booking.calendarID !== '';
  const intent = preloadOnIntent(LazyChooseCalendarDialog.preload);

  const toggle = (checked: boolean) => {
    if (checked) setChoosing(true);
    else clear.save(() => ({ calendarID: '' })).catch(() => alert(texts.clearCalendarError));
  };

  return (
    <Row>
      <Switch label={texts.addToCalendar} checked={on} busy={clear.isPending} onChange={toggle} {...intent} />
      <RowValue>{on ? (current?.calendarName ?? '') : ''}</RowValue>
      <RowActions>
        <IconButton label={texts.editCalendar} size="sm" onClick={() => setChoosing(true)} {...intent}>
          <Pencil />
        </IconButton>
      </RowActions>
      <LazyChooseCalendarDialog open={choosing} booking={booking} calendars={calendars.data ?? []} api={api} onClose={() => setChoosing(false)} />
    </Row>
  );
}
