import type { Story } from '@ladle/react';
import { Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { Table, type TableColumn } from './Table';

export default { title: 'UI / Kit / Table' };

interface BookingRow {
  bookingID: string;
  name: string;
  spaceName: string;
  start: string;
  end: string;
}

const bookings: BookingRow[] = [
  { bookingID: 'b1', name: 'Product Launch', spaceName: 'Main Stage', start: '09:00 CDT', end: '10:30 CDT' },
  { bookingID: 'b2', name: 'Partner Summit', spaceName: 'Expo Hall', start: '11:00 EDT', end: '13:00 EDT' },
  { bookingID: 'b3', name: 'Town Hall', spaceName: 'Green Room', start: '14:00 UTC', end: '15:00 UTC' },
  { bookingID: 'b4', name: 'Workshop: Lighting', spaceName: 'Studio B', start: '16:00 PDT', end: '17:30 PDT' },
];

const bookingColumns: TableColumn<BookingRow>[] = [
  { id: 'name', header: 'Name', cell: (b) => b.name, width: '2fr' },
  { id: 'space', header: 'Space Name', cell: (b) => b.spaceName, width: '2fr' },
  { id: 'start', header: 'Start', cell: (b) => b.start },
  { id: 'end', header: 'End', cell: (b) => b.end },
];

export const Basic: Story = () => (
  <Table label="Bookings" columns={bookingColumns} rows={bookings} getRowId={(b) => b.bookingID} />
);

export const Empty: Story = () => (
  <Table label="Calendars" columns={bookingColumns} rows={[]} getRowId={(b) => b.bookingID}
    emptyText="No calendars found for this space." />
);

export const Loading: Story = () => (
  <Table label="Bookings" columns={bookingColumns} rows={[]} getRowId={(b) => b.bookingID} loading />
);

export const Error: Story = () => (
  <Table label="System checks" columns={bookingColumns} rows={[]} getRowId={(b) => b.bookingID}
    error="An error occurred getting system checks for this date." />
);

/** Clickable rows plus an action button per row (the button does not trigger the row). */
export const ClickableRows: Story = () => {
  const [opened, setOpened] = useState('none');
  const [edited, setEdited] = useState('none');
  const columns: TableColumn<BookingRow>[] = [
    ...bookingColumns.slice(0, 2),
    {
      id: 'edit', header: '', width: 56, align: 'end',
      cell: (b) => (
        <IconButton size="sm" label={`Edit ${b.name}`} onClick={() => setEdited(b.name)}>
          <Pencil />
        </IconButton>
      ),
    },
  ];
  return (
    <div>
      <Table label="Bookings" columns={columns} rows={bookings} getRowId={(b) => b.bookingID}
        onRowClick={(b) => setOpened(b.name)} />
      <p>Opened: {opened}. Edited: {edited}.</p>
    </div>
  );
};

interface GuestRow {
  id: string;
  index: number;
  name: string;
  email: string;
}

export const TenThousandRows: Story = () => {
  const rows = useMemo<GuestRow[]>(
    () =>
      Array.from({ length: 10_000 }, (_, i) => ({
        id: `g${i}`,
        index: i,
        name: `Guest ${i + 1}`,
        email: `guest${i + 1}@example.com`,
      })),
    [],
  );
  return (
    <Table
      label="Guests"
      height={480}
      rows={rows}
      getRowId={(g) => g.id}
      columns={[
        { id: 'n', header: '#', cell: (g) => g.index + 1, width: 80, align: 'end' },
        { id: 'name', header: 'Name', cell: (g) => g.name },
        { id: 'email', header: 'Email', cell: (g) => g.email, width: '2fr' },
      ]}
    />
  );
};

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24, display: 'grid', gap: 24 }}>
    <Basic />
    <Empty />
  </GreenroomThemeProvider>
);

/** A phone (390 px): each row is a card, each cell labelled with its column; the edit button stays. */
export const PhoneWidth: Story = () => (
  <div style={{ width: 390, maxWidth: '100%' }}>
    <ClickableRows />
  </div>
);
