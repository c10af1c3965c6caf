import { formatDuration, secondsInRoom, useTexts, type AttendeeSummary, type Instant } from '@greenroom/core';
import { Button, Dialog, Table, type TableColumn } from '@greenroom/ui';
import { useDateTimeFormat, type DateTimeFormat } from '../data/useDateTimeFormat';
import { rmaTextTable } from '../textTables/rma';
import type { BookingsTexts } from '../texts.en';

export interface LoginActivityDialogProps {
  /** The person whose connections show; null keeps the dialog closed. */
  attendee: AttendeeSummary | null;
  /** Producer role 0: socket ID and attendees ID show. */
  superAdmin: boolean;
  timezone: string;
  now: Instant;
  onClose: () => void;
}

type ActivityRecord = AttendeeSummary['records'][number];

/** Room for '12/22/2026 10:34 PM CST' and a UUID with the cell padding: nothing is cut or broken. */
const DATE_WIDTH = 220;
const ID_WIDTH = 360;

/**
 * The columns keep room for a whole date and time, duration and ID, so where the dialog is narrower
 * (a phone; super-admins' ID columns) the table scrolls sideways inside it instead of breaking words.
 */
function activityColumns(texts: BookingsTexts['attendees'], format: DateTimeFormat, superAdmin: boolean, timezone: string, now: Instant): TableColumn<ActivityRecord>[] {
  const names = texts.activityColumns;
  const columns: TableColumn<ActivityRecord>[] = [
    { id: 'start', header: names.start, width: DATE_WIDTH, cell: (record) => format.dateTime(record.startTime, timezone) },
    {
      id: 'end',
      header: names.end,
      width: DATE_WIDTH,
      cell: (record) => (record.endTime === '' ? texts.inRoom : format.dateTime(record.endTime, timezone)),
    },
    { id: 'timeInRoom', header: names.timeInRoom, width: 140, cell: (record) => formatDuration(secondsInRoom(record.startTime, record.endTime, now)) },
  ];
  if (!superAdmin) return columns;
  return [
    ...columns,
    { id: 'socketID', header: names.socketID, width: ID_WIDTH, cell: (record) => record.socketID },
    { id: 'attendeesID', header: names.attendeesID, width: ID_WIDTH, cell: (record) => record.attendeesID },
  ];
}

/**
 * Login Activity: every raw connection of one person (start, end, time in room), with the socket
 * ID and attendees ID for super-admins only.
 * @example <LoginActivityDialog attendee={row} superAdmin={false} timezone="America/Chicago" now={now} onClose={close} />
 */
export function LoginActivityDialog({ attendee, superAdmin, timezone, now, onClose }: LoginActivityDialogProps) {
  const texts = useTexts(rmaTextTable).attendees;
  const format = useDateTimeFormat();
  return (
    <Dialog
      open={attendee !== null}
      onClose={onClose}
      title={texts.activityTitle}
      size="lg"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {texts.close}
        </Button>
      }
    >
      <Table
        label={texts.activityTitle}
        columns={activityColumns(texts, format, superAdmin, timezone, now)}
        rows={attendee?.records ?? []}
        getRowId={(record) => record.attendeesID}
      />
    </Dialog>
  );
}
