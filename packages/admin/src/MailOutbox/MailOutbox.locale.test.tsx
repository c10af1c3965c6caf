import { TextsProvider } from '@greenroom/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mailStory } from '../stories/mailStory';
import { renderListed, tableCells } from '../stories/tableTesting';
import { MailOutbox } from './MailOutbox';
import { DELIVERY_SAMPLE, OUTBOX_SAMPLE } from './samples';

const German = mailStory(
  <TextsProvider locale="de">
    <MailOutbox timezone="America/Chicago" />
  </TextsProvider>,
  { deliveries: DELIVERY_SAMPLE, kept: OUTBOX_SAMPLE },
);

describe('MailOutbox in German', () => {
  it('shows headings, columns, states and the filter in German, dates and times as DD.MM.YYYY HH:mm', async () => {
    await renderListed(German, 'Hello Ada, you are registered.');
    await screen.findByText('alan@example.com');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'E-Mail-Zustellungen',
      'Zurückgehaltene E-Mails',
    ]);
    const deliveries = within(screen.getByRole('table', { name: 'E-Mail-Zustellungen' }));
    expect(deliveries.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Eingereiht', 'An', 'Betreff', 'Buchung', 'Vorlage', 'Status', 'Versuche', 'Grund']),
    );
    const cells = tableCells('E-Mail-Zustellungen');
    expect(cells[0][0]).toBe('21.11.2026 09:20 CST');
    expect(cells.map((row) => row[5])).toEqual(['In Warteschlange', 'Fehlgeschlagen', 'Gesendet']);
    expect(cells[1][6]).toBe('5');
    expect(screen.getByRole('button', { name: 'Zustellung an grace@example.com wiederholen' })).toHaveTextContent('WIEDERHOLEN');
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alle', 'In Warteschlange', 'Gesendet', 'Fehlgeschlagen']);
    expect(tableCells('Postausgang')[0][0]).toBe('21.11.2026 09:30 CST');
  });
});
