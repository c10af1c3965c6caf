import { createMemoryApi, TextsProvider, type TextOverrides } from '@greenroom/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AdminStoryPortal, adminStorySeed } from '../stories/AdminStoryPortal';
import { renderListed, tableCells } from '../stories/tableTesting';
import { AuditLog } from './AuditLog';

/** The demo world after two admin changes, in a host that picks the locale and overrides. */
function Host({ locale = 'de', texts }: { locale?: string; texts?: TextOverrides }) {
  const [current, setCurrent] = useState(locale);
  const [api] = useState(() => {
    const memory = createMemoryApi(adminStorySeed(), { delay: 0 });
    void memory.projects.create({ name: 'Winter Gala' });
    void memory.maintenance.deleteCache({ bookingID: 'booking-1' });
    return memory;
  });
  return (
    <AdminStoryPortal api={api}>
      <button type="button" onClick={() => setCurrent('en')}>
        switch to English
      </button>
      <TextsProvider locale={current} texts={texts}>
        <AuditLog timezone="America/Chicago" />
      </TextsProvider>
    </AdminStoryPortal>
  );
}

describe('AuditLog in other words', () => {
  it('speaks German: columns, actions, and dates as DD.MM.YYYY HH:mm', async () => {
    await renderListed(Host, '2 von 2 Einträgen');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Wann', 'Wer', 'Was', 'Datensatz', 'Änderungen']);
    const cells = tableCells('Audit-Log');
    expect(cells.map((row) => row[2])).toEqual(['Cache gelöscht', 'Projekt erstellt']);
    expect(cells[0][0]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} CST$/);
    expect(cells[0][4]).toBe('1 Feld geändert: bookingID');
  });

  it('switches to English at run time, dates included', async () => {
    const { user } = await renderListed(Host, '2 von 2 Einträgen');
    await user.click(screen.getByRole('button', { name: 'switch to English' }));
    expect(await screen.findByText('Showing 2 of 2 entries')).toBeInTheDocument();
    expect(tableCells('Audit Log')[0][2]).toBe('Cache deleted');
    expect(tableCells('Audit Log')[0][0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM) CST$/);
  });

  it("shows a host's overrides on top of the locale", async () => {
    const texts: TextOverrides = { admin: { auditWho: 'By', auditActions: { 'cache.delete': 'Cache wiped' } } };
    await renderListed(Host, 'Showing 2 of 2 entries', { args: { locale: 'en', texts } });
    expect(tableCells('Audit Log').map((row) => row[2])).toEqual(['Cache wiped', 'Project created']);
    expect(screen.getByRole('columnheader', { name: 'By' })).toBeInTheDocument();
  });
});
