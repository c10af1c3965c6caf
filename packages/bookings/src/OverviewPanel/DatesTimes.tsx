import {
  bookingDoors,
  bookingTime,
  moveBookingTime,
  toEpochMs,
  useAlert,
  validateDoorsClosed,
  validateDoorsOpen,
  validateRunEnd,
  validateRunStart,
  useTexts,
  type Booking,
  type PortalApi,
} from '@greenroom/core';
import { IconButton, Switch } from '@greenroom/ui';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import type { ChosenTime } from '../DateTimeDialog/DateTimeDialog';
import { LazyDateTimeDialog } from '../DateTimeDialog/LazyDateTimeDialog';
import { useSpaceWindow } from '../data/bookingQueries';
import { preloadOnIntent } from '../data/preloadOnIntent';
import { useDateTimeFormat } from '../data/useDateTimeFormat';
import { useSaveBooking } from '../data/useSaveBooking';
import { mainTextTable } from '../textTables/main';
import { Row, RowActions, RowLabel, RowValue, Section, SectionTitle, YourTime } from './styles';

type TimeRow = 'start' | 'doorsOpen' | 'end' | 'doorsClosed';

interface RowSpec {
  id: TimeRow;
  label: string;
  value: ChosenTime;
  /** Doors rows are editable only while Doors Open Early is on. */
  doors: boolean;
  validate: (chosen: ChosenTime) => string | null;
  change: (chosen: ChosenTime) => Partial<Booking>;
  /** The fields of a refused save (400 fieldErrors) this row's dialog shows at its date. */
  fieldKeys: readonly string[];
}

/**
 * Booking Dates & Times: the Doors Open Early toggle (enableDoors; 'Error editing this booking'
 * on failure) and the rows Event Start, Doors Open, Event End, Doors Close in the booking's zone,
 * each with the viewer's own time under it where that reads differently, and an edit dialog (a
 * refused save shows the server's message for that time at its date). Missing doors show their
 * defaults; moving the start or end moves the doors with it.
 * @example <DatesTimes booking={booking} />
 */
export function DatesTimes({ booking, api }: { booking: Booking; api?: Pick<PortalApi, 'bookings' | 'spaces'> }) {
  const texts = useTexts(mainTextTable);
  const format = useDateTimeFormat();
  const titleId = useId();
  const alert = useAlert();
  const space = useSpaceWindow(booking.spaceID, api).data ?? { start: '', end: '' };
  const doorsToggle = useSaveBooking(booking.bookingID, api);
  const timeSave = useSaveBooking(booking.bookingID, api);
  const [editing, setEditing] = useState<TimeRow | null>(null);
  const doors = bookingDoors(booking);
  const toTime = (chosen: ChosenTime) => bookingTime(toEpochMs(chosen.time) ?? 0, chosen.timezone);

  const rows: RowSpec[] = [
    {
      id: 'start',
      label: texts.eventStart,
      value: { time: booking.start.time, timezone: booking.start.timezone },
      doors: false,
      validate: (chosen) => validateRunStart({ value: chosen.time, timezone: chosen.timezone, other: booking.end.time, space }),
      change: (chosen) => moveBookingTime(booking, 'start', toTime(chosen)),
      fieldKeys: ['start', 'doorsOpen'],
    },
    {
      id: 'doorsOpen',
      label: texts.doorsOpen,
      value: { time: doors.doorsOpen, timezone: booking.start.timezone },
      doors: true,
      validate: (chosen) => (chosen.time ? validateDoorsOpen(chosen.time, booking.start.time) : validateDoorsOpen(null, booking.start.time)),
      change: (chosen) => ({ doorsOpen: toTime(chosen).time, doorsClosed: doors.doorsClosed }),
      fieldKeys: ['doorsOpen'],
    },
    {
      id: 'end',
      label: texts.eventEnd,
      value: { time: booking.end.time, timezone: booking.end.timezone },
      doors: false,
      validate: (chosen) => validateRunEnd({ value: chosen.time, timezone: chosen.timezone, other: booking.start.time, space }),
      change: (chosen) => moveBookingTime(booking, 'end', toTime(chosen)),
      fieldKeys: ['end', 'doorsClosed'],
    },
    {
      id: 'doorsClosed',
      label: texts.doorsClose,
      value: { time: doors.doorsClosed, timezone: booking.end.timezone },
      doors: true,
      validate: (chosen) => validateDoorsClosed(chosen.time || null, booking.end.time),
      change: (chosen) => ({ doorsClosed: toTime(chosen).time, doorsOpen: doors.doorsOpen }),
      fieldKeys: ['doorsClosed'],
    },
  ];
  const open = rows.find((row) => row.id === editing);

  const toggleDoors = (enableDoors: boolean) => {
    doorsToggle.save(() => ({ enableDoors, ...doors })).catch(() => alert(texts.doorsToggleError));
  };

  return (
    <section aria-labelledby={titleId}>
      <Section>
        <SectionTitle id={titleId}>{texts.datesAndTimes}</SectionTitle>
        <Switch label={texts.doorsOpenEarly} checked={booking.enableDoors} busy={doorsToggle.isPending} onChange={toggleDoors} />
        {rows.map((row) => {
          const yours = format.yourTime(row.value.time, row.value.timezone);
          return (
            <Row key={row.id}>
              <RowLabel>{row.label}</RowLabel>
              <RowValue>
                <span>{format.dateTime(row.value.time, row.value.timezone)}</span>
                {yours ? ' ' : null}
                {yours ? <YourTime>{yours}</YourTime> : null}
              </RowValue>
              <RowActions>
                <IconButton
                  label={texts.editTime(row.label)}
                  size="sm"
                  disabled={row.doors && !booking.enableDoors}
                  onClick={() => setEditing(row.id)}
                  {...preloadOnIntent(LazyDateTimeDialog.preload)}
                >
                  <Pencil />
                </IconButton>
              </RowActions>
            </Row>
          );
        })}
      </Section>
      {open ? (
        <LazyDateTimeDialog
          open
          key={open.id}
          title={open.label}
          initial={open.value}
          validate={open.validate}
          fieldKeys={open.fieldKeys}
          onSave={(chosen) => timeSave.save(() => open.change(chosen))}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
