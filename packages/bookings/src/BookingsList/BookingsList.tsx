import { sortBookingsNewestFirst, useTexts, type Booking } from '@greenroom/core';
import { Button, IconButton, Table, TextField, type TableColumn } from '@greenroom/ui';
import { Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { LazyBookingNameDialog } from '../BookingNameDialog/LazyBookingNameDialog';
import { useBookingList } from '../data/bookingQueries';
import { preloadOnIntent } from '../data/preloadOnIntent';
import { ZonedDateTime } from '../data/ZonedDateTime';
import { mainTextTable, type MainTexts } from '../textTables/main';
import type { BookingsListSlice } from '../types';
import { ListHeader, ListRoot, ListTitle, SearchBox, TableFrame } from './styles';
import { useWindowFillHeight } from './useWindowFillHeight';

export interface BookingsListProps {
  /** The space whose bookings are listed. */
  spaceID: string;
  /** Opens a booking: a row (or its edit button), and a booking just created. */
  onOpenBooking: (bookingID: string) => void;
  /** Overrides the PortalProvider's api. */
  api?: BookingsListSlice;
}

/** The table's header row and the page's bottom padding, under the table's top. */
const TABLE_RESERVE = 64;

const columns = (texts: MainTexts, onOpenBooking: (bookingID: string) => void): TableColumn<Booking>[] => [
  { id: 'name', header: texts.columnName, cell: (booking) => booking.name },
  { id: 'start', header: texts.columnStart, cell: (booking) => <ZonedDateTime instant={booking.start.time} timezone={booking.start.timezone} /> },
  { id: 'end', header: texts.columnEnd, cell: (booking) => <ZonedDateTime instant={booking.end.time} timezone={booking.end.timezone} /> },
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
 * each booking's own timezone (and the viewer's own time under them where it differs, see
 * ViewerZoneProvider), Reg Count (0 by default) and an edit button per row; a search box filters
 * by name as you type; NEW opens 'Name Booking' and the created booking is opened. Loading, empty
 * ('No bookings found for this space'), no-match and error ('Error getting bookings for this
 * space') states. Virtualized, so 1,000 bookings scroll smoothly, in the window's height; at phone
 * width each booking is a card with its edit button.
 *
 * @example
 * <BookingsList spaceID="s1" onOpenBooking={(bookingID) => navigate(`/booking/${bookingID}`)} />
 */
export function BookingsList({ spaceID, onOpenBooking, api }: BookingsListProps) {
  const texts = useTexts(mainTextTable);
  const list = useBookingList(spaceID, api);
  const [naming, setNaming] = useState(false);
  const [search, setSearch] = useState('');
  const [frameRef, height] = useWindowFillHeight<HTMLDivElement>(TABLE_RESERVE);
  const sorted = useMemo(() => sortBookingsNewestFirst(list.data ?? []), [list.data]);
  const query = search.trim().toLowerCase();
  const rows = useMemo(() => (query === '' ? sorted : sorted.filter((booking) => booking.name.toLowerCase().includes(query))), [sorted, query]);

  return (
    <ListRoot data-ui="BookingsList">
      <ListHeader>
        <ListTitle>{texts.listTitle}</ListTitle>
        <SearchBox>
          <TextField label={texts.listing.searchBookings} hideLabel placeholder={texts.listing.searchBookings} type="search" value={search} onValueChange={setSearch} fullWidth />
        </SearchBox>
        {/* The list's first screen draws no dialog: 'Name Booking' (and the kit's Dialog, with @floating-ui) loads when NEW is pointed at, pressed or focused (issue 31). */}
        <Button startIcon={<Plus />} {...preloadOnIntent(LazyBookingNameDialog.preload)} onClick={() => setNaming(true)}>
          {texts.newButton}
        </Button>
      </ListHeader>
      <TableFrame ref={frameRef}>
        <Table
          label={texts.listTitle}
          columns={columns(texts, onOpenBooking)}
          rows={rows}
          getRowId={(booking) => booking.bookingID}
          height={height}
          loading={list.isPending}
          loadingText={texts.loadingList}
          error={list.isError ? texts.listError : null}
          emptyText={sorted.length > 0 ? texts.listing.noBookingMatch(search.trim()) : texts.emptyList}
          onRowClick={(booking) => onOpenBooking(booking.bookingID)}
        />
      </TableFrame>
      <LazyBookingNameDialog
        open={naming}
        spaceID={spaceID}
        api={api}
        onClose={() => setNaming(false)}
        onSaved={(booking) => onOpenBooking(booking.bookingID)}
      />
    </ListRoot>
  );
}
