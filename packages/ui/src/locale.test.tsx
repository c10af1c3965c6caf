import { TextsProvider, type TextOverrides } from '@greenroom/core';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker/DatePicker';
import { Dialog } from './Dialog/Dialog';
import { StaticCalendar } from './StaticCalendar/StaticCalendar';
import { Table } from './Table/Table';
import { TextField } from './TextField/TextField';
import { TransferList } from './TransferList/TransferList';

// The kit's own words in German, a host's override, and a switch of locale at run time.
const march14 = new Date(2025, 2, 14);

function Kit({ locale, texts, children }: { locale?: string; texts?: TextOverrides; children: ReactNode }) {
  return (
    <TextsProvider locale={locale} texts={texts}>
      {children}
    </TextsProvider>
  );
}

function Screen() {
  const [day, setDay] = useState<Date | null>(march14);
  return (
    <>
      <TextField label="Passwort" type="password" revealable value="" onChange={() => undefined} />
      <TransferList left={[{ id: 'a', label: 'Atrium' }]} right={[]} onChange={() => undefined} />
      <Table label="Liste" columns={[{ id: 'name', header: 'Name', cell: (row: { id: string }) => row.id }]} rows={[]} getRowId={(row) => row.id} />
      <StaticCalendar value={day} onChange={setDay} today={march14} />
      <DatePicker label="Datum" value={day} onChange={setDay} today={march14} />
    </>
  );
}

describe('the kit in German', () => {
  it('shows its own words, month and weekday names and dates in German', () => {
    render(
      <Kit locale="de">
        <Screen />
      </Kit>,
    );
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
    expect(screen.getByText('Verfügbar (1)')).toBeInTheDocument();
    expect(screen.getByText('Zugewiesen (0)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle nach rechts verschieben' })).toBeInTheDocument();
    expect(screen.getByText('Keine Einträge')).toBeInTheDocument();

    const grid = screen.getByRole('grid', { name: 'März 2025' });
    // The German week starts on Monday (the weekday row is hidden from assistive technology).
    expect([...grid.querySelectorAll('th')].map((day) => day.textContent)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(screen.getByRole('button', { name: 'Heute, Freitag, 14. März 2025, ausgewählt' })).toHaveTextContent('14');
    expect(screen.getByRole('button', { name: 'Zum nächsten Monat' })).toBeInTheDocument();

    const date = screen.getByRole('textbox', { name: 'Datum' });
    expect(date).toHaveValue('14.03.2025');
    expect(date).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    expect(screen.getByRole('button', { name: 'Datum auswählen: Datum' })).toBeInTheDocument();
  });

  it('takes a date typed the German way and says how to write one', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onChange = vi.fn();
    render(
      <Kit locale="de">
        <DatePicker label="Datum" value={null} onChange={onChange} />
      </Kit>,
    );
    const date = screen.getByRole('textbox', { name: 'Datum' });
    await user.type(date, '1.4.2025');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 3, 1));
    await user.clear(date);
    await user.type(date, '04/01/2025');
    await user.tab();
    expect(screen.getByText('Geben Sie ein Datum im Format TT.MM.JJJJ ein')).toBeInTheDocument();
  });

  it('names a busy dialog and its close button in German', () => {
    render(
      <Kit locale="de">
        <Dialog open busy title="Kalender" onClose={() => undefined} />
      </Kit>,
    );
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Wird bearbeitet' })).toBeInTheDocument();
  });

  it("shows a host's override over the locale's text", () => {
    render(
      <Kit locale="de" texts={{ ui: { dialog: { close: 'Zumachen' }, table: { empty: 'Nichts da' } } }}>
        <Dialog open title="Kalender" onClose={() => undefined} />
        <Table label="Liste" columns={[]} rows={[]} getRowId={() => ''} />
      </Kit>,
    );
    expect(screen.getByRole('button', { name: 'Zumachen' })).toBeInTheDocument();
    expect(screen.getByText('Nichts da')).toBeInTheDocument();
  });

  it('switches language at run time, the typed date included', () => {
    const { rerender } = render(
      <Kit locale="de">
        <Screen />
      </Kit>,
    );
    expect(screen.getByRole('textbox', { name: 'Datum' })).toHaveValue('14.03.2025');
    rerender(
      <Kit locale="en">
        <Screen />
      </Kit>,
    );
    expect(screen.getByRole('grid', { name: 'March 2025' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Datum' })).toHaveValue('03/14/2025');
    expect(screen.getByText('Available (1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today, Friday, March 14, 2025, selected' })).toBeInTheDocument();
  });
});
