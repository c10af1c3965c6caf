import { formatDuration, useTexts, type AttendeeSummary } from '@greenroom/core';
import { IconButton, Table, type TableColumn } from '@greenroom/ui';
import { History, Info } from 'lucide-react';
import { rmaTextTable } from '../textTables/rma';
import { ZonedDateTime } from '../data/ZonedDateTime';
import { RowButtons } from './styles';

export interface AttendeeTableProps {
  /** Accessible name of the table. */
  label: string;
  rows: AttendeeSummary[];
  timezone: string;
  loading: boolean;
  error: string | null;
  emptyText: string;
  onInfo: (row: AttendeeSummary) => void;
  onActivity: (row: AttendeeSummary) => void;
}

// Wide enough for the 'Time in Room' header in full (it was cut at 110 px).
const TIME_IN_ROOM_WIDTH = 136;

const fullName = (row: AttendeeSummary) => `${row.intakeData.firstName} ${row.intakeData.lastName}`.trim();

/**
 * One row per person: name, role, first join, last leave (or 'In room') in the booking's zone
 * with the viewer's own time under them where it reads differently, joins and time in room, with
 * buttons for the Attendee Information and Login Activity dialogs. At phone width each person is
 * a card with its buttons.
 * @example <AttendeeTable label="Attendees" rows={rows} timezone="America/Chicago" loading={false} error={null} emptyText="..." onInfo={open} onActivity={open} />
 */
export function AttendeeTable({ label, rows, timezone, loading, error, emptyText, onInfo, onActivity }: AttendeeTableProps) {
  const texts = useTexts(rmaTextTable).attendees;
  const columns: TableColumn<AttendeeSummary>[] = [
    { id: 'name', header: texts.columns.name, cell: fullName, width: '1.4fr' },
    { id: 'role', header: texts.columns.role, cell: (row) => (row.presenter ? texts.presenter : texts.attendee), width: 100 },
    { id: 'firstJoin', header: texts.columns.firstJoin, cell: (row) => <ZonedDateTime instant={row.firstJoin} timezone={timezone} />, width: '1.3fr' },
    {
      id: 'lastLeave',
      header: texts.columns.lastLeave,
      cell: (row) => (row.lastLeave === null ? texts.inRoom : <ZonedDateTime instant={row.lastLeave} timezone={timezone} />),
      width: '1.3fr',
    },
    { id: 'joins', header: texts.columns.joins, cell: (row) => row.joins, width: 64, align: 'end' },
    { id: 'time', header: texts.columns.timeInRoom, cell: (row) => formatDuration(row.totalSeconds), width: TIME_IN_ROOM_WIDTH, align: 'end' },
    {
      id: 'actions',
      header: texts.columns.actions,
      width: 96,
      cell: (row) => (
        <RowButtons>
          <IconButton label={texts.info(fullName(row))} size="sm" onClick={() => onInfo(row)}>
            <Info />
          </IconButton>
          <IconButton label={texts.activity(fullName(row))} size="sm" onClick={() => onActivity(row)}>
            <History />
          </IconButton>
        </RowButtons>
      ),
    },
  ];
  return (
    <Table
      label={label}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.key}
      loading={loading}
      loadingText={texts.loading}
      error={error}
      emptyText={emptyText}
      height={440}
    />
  );
}
