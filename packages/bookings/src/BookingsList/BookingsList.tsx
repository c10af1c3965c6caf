import { sortBookingsNewestFirst, useTexts, type Booking } from '@greenroom/core';
import { Button, IconButton, Table, type TableColumn } from '@greenroom/ui';
import { Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { BookingNameDialog } from '../BookingNameDialog/BookingNameDialog';
import { useBookingList } from '../data/bookingQueries';
import { useDateTimeFormat, type DateTimeFormat } from '../data/useDateTimeFormat';
import { bookingsTextTable, type BookingsTexts } from '../texts';
import type { BookingsListSlice } from '../types';
import { ListHeader, ListRoot, ListTitle } from './styles';

export interface BookingsListProps {
  /** The space whose bookings are listed. */
  spaceID: string;
  /** Opens a booking: a row (or its edit button), and a booking just created. */
  onOpenBooking: (bookingID: string) => void;
  /** Overrides the PortalProvider's api. */
  api?: BookingsListSlice;
}

const columns = (texts: BookingsTexts, format: DateTimeFormat, onOpenBooking: (bookingID: string) => void): TableColumn<Booking>[] => [
  { id: 'name', header: texts.columnName, cell: (booking) => booking.name },
  { id: 'start', header: texts.columnStart, cell: (booking) => format.dateTime(booking.start.time, booking.start.timezone) },
  { id: 'end', header: texts.columnEnd, cell: (booking) => format.dateTime(booking.end.time, booking.end.timezone) },
  { id: 'regCount', header: texts.columnRegCount, width: 110, align: 'end', cell: (booking) => booking.registrationCount ?? 0 },
  {
    id: 'edit',
    header: texts.columnEdit,
    width: 72,
    align: 'end',
    cell: (booking) => (
      <IconButton label={texts.editRow(booking.name)} size="sm" onClick={() => onOpenBooking(booking.bookingID)}>
        <Pencil />
      </IconButton>
    ),
  },
];

/**
 * The bookings of a space, newest start first, with alternating rows, start and end shown in
 * each booking's own timezone, Reg Count (0 by default) and an edit button per row; NEW opens
 * 'Name Booking' and the created booking is opened. Loading, empty ('No bookings found for this
 * space') and error ('Error getting bookings for this space') states. Virtualized, so 1,000
 * bookings scroll smoothly.
 *
 * @example
 * <BookingsList spaceID="s1" onOpenBooking={(bookingID) => navigate(`/booking/${bookingID}`)} />
 */
export function BookingsList({ spaceID, onOpenBooking, api }: BookingsListProps) {
  const texts = useTexts(bookingsTextTable);
  const format = useDateTimeFormat();
  const list = useBookingList(spaceID, api);
  const [naming, setNaming] = useState(false);
  const rows = useMemo(() => sortBookingsNewestFirst(list.data ?? []), [list.data]);

  return (
    <ListRoot data-ui="BookingsList">
      <ListHeader>
        <ListTitle>{texts.listTitle}</ListTitle>
        <Button startIcon={<Plus />} onClick={() => setNaming(true)}>
          {texts.newButton}
        </Button>
      </ListHeader>
      <Table
        label={texts.listTitle}
        columns={columns(texts, format, onOpenBooking)}
        rows={rows}
        getRowId={(booking) => booking.bookingID}
        loading={list.isPending}
        loadingText={texts.loadingList}
        error={list.isError ? texts.listError : null}
        emptyText={texts.emptyList}
        onRowClick={(booking) => onOpenBooking(booking.bookingID)}
      />
      <BookingNameDialog
        open={naming}
        spaceID={spaceID}
        api={api}
        onClose={() => setNaming(false)}
        onSaved={(booking) => onOpenBooking(booking.bookingID)}
      />
    </ListRoot>
  );
}
