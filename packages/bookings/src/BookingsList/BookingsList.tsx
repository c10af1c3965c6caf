import { formatDateTimeInZone, sortBookingsNewestFirst, type Booking } from '@greenroom/core';
import { Button, IconButton, Table, type TableColumn } from '@greenroom/ui';
import { Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { BookingNameDialog } from '../BookingNameDialog/BookingNameDialog';
import { useBookingList } from '../data/bookingQueries';
import { bookingTexts } from '../texts';
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

const columns = (onOpenBooking: (bookingID: string) => void): TableColumn<Booking>[] => [
  { id: 'name', header: bookingTexts.columnName, cell: (booking) => booking.name },
  { id: 'start', header: bookingTexts.columnStart, cell: (booking) => formatDateTimeInZone(booking.start.time, booking.start.timezone) },
  { id: 'end', header: bookingTexts.columnEnd, cell: (booking) => formatDateTimeInZone(booking.end.time, booking.end.timezone) },
  { id: 'regCount', header: bookingTexts.columnRegCount, width: 110, align: 'end', cell: (booking) => booking.registrationCount ?? 0 },
  {
    id: 'edit',
    header: 'Edit',
    width: 72,
    align: 'end',
    cell: (booking) => (
      <IconButton label={bookingTexts.editRow(booking.name)} size="sm" onClick={() => onOpenBooking(booking.bookingID)}>
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
  const list = useBookingList(spaceID, api);
  const [naming, setNaming] = useState(false);
  const rows = useMemo(() => sortBookingsNewestFirst(list.data ?? []), [list.data]);

  return (
    <ListRoot data-ui="BookingsList">
      <ListHeader>
        <ListTitle>{bookingTexts.listTitle}</ListTitle>
        <Button startIcon={<Plus />} onClick={() => setNaming(true)}>
          {bookingTexts.newButton}
        </Button>
      </ListHeader>
      <Table
        label={bookingTexts.listTitle}
        columns={columns(onOpenBooking)}
        rows={rows}
        getRowId={(booking) => booking.bookingID}
        loading={list.isPending}
        loadingText={bookingTexts.loadingList}
        error={list.isError ? bookingTexts.listError : null}
        emptyText={bookingTexts.emptyList}
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
