import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Table, type TableColumn } from '../Table/Table';
import { TextField } from '../TextField/TextField';
import type { Appearance } from './appearance';
import { GreenroomThemeProvider } from './GreenroomThemeProvider';
import { styled } from '../styled';

export default { title: 'UI / Theme / Appearance' };

interface Booking {
  id: string;
  name: string;
  space: string;
  start: string;
}

const bookings: Booking[] = [
  { id: 'b1', name: 'Product Launch', space: 'Main Stage', start: '09:00 CDT' },
  { id: 'b2', name: 'Partner Summit', space: 'Expo Hall', start: '11:00 EDT' },
  { id: 'b3', name: 'Town Hall', space: 'Green Room', start: '14:00 UTC' },
];

const columns: TableColumn<Booking>[] = [
  { id: 'name', header: 'Name', cell: (b) => b.name, width: '2fr' },
  { id: 'space', header: 'Space Name', cell: (b) => b.space, width: '2fr' },
  { id: 'start', header: 'Start', cell: (b) => b.start },
];

const Frame = styled.div`
  display: grid;
  gap: var(--gr-space-4);
  padding: var(--gr-space-5);
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--gr-space-3);
`;

/** A small panel with the parts a partner sees most: a field, buttons, a table and a dialog. */
function SamplePanel({ appearance }: { appearance: Appearance }) {
  const [open, setOpen] = useState(false);
  return (
    <GreenroomThemeProvider appearance={appearance}>
      <Frame>
        <Row>
          <TextField label="Search bookings" />
          <Button onClick={() => setOpen(true)}>NEW BOOKING</Button>
          <Button variant="danger">DELETE</Button>
          <Button variant="secondary">EXPORT</Button>
        </Row>
        <Table label="Bookings" columns={columns} rows={bookings} getRowId={(b) => b.id} onRowClick={() => setOpen(true)} />
        <Dialog open={open} title="New Booking" onClose={() => setOpen(false)} actions={<Button onClick={() => setOpen(false)}>SAVE</Button>}>
          <TextField label="Booking Name" />
        </Dialog>
      </Frame>
    </GreenroomThemeProvider>
  );
}

const brand: Appearance = {
  theme: 'light',
  variables: {
    colorPrimary: '#0a7c72',
    colorDanger: '#b3261e',
    colorBackground: '#fbf8f1',
    colorText: '#1f2a2e',
    fontFamily: "Georgia, 'Times New Roman', serif",
    fontSize: 16,
    borderRadius: 4,
  },
  elements: { Table: { borderRadius: 0 }, Button: { letterSpacing: '0.04em' } },
};

/** A partner's brand: primary, danger, background, text, font, size and radius, plus two part overrides. */
export const BrandColours: Story = () => <SamplePanel appearance={brand} />;

/** The brand on the dark scheme: the background and text colours are the partner's night palette. */
export const BrandDark: Story = () => (
  <SamplePanel
    appearance={{
      ...brand,
      theme: 'dark',
      variables: { ...brand.variables, colorPrimary: '#4fd1c5', colorDanger: '#ff8a80', colorBackground: '#0b1d2a', colorText: '#f4f1e8' },
    }}
  />
);

/** Compact density: a tighter spacing scale and 36 px table rows. */
export const Compact: Story = () => <SamplePanel appearance={{ variables: { density: 'compact', fontSize: 14 } }} />;

/** Follows the operating system's light or dark setting as it changes. */
export const FollowsSystem: Story = () => <SamplePanel appearance={{ theme: 'system', variables: { colorPrimary: '#c2185b' } }} />;

/** Invalid values (a colour name, a negative radius) warn in the console and fall back to the defaults. */
export const InvalidValuesFallBack: Story = () => (
  <SamplePanel appearance={{ variables: { colorPrimary: 'brand-teal', borderRadius: -8 } }} />
);
