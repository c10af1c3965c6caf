import { textLeaves } from '@greenroom/core';
import { adminTextTable, adminTexts } from './texts';
import { adminTextsDe } from './texts.de';

const leaves = (table: object) => textLeaves(table, [2, 3, 4]);

describe('admin text table', () => {
  beforeAll(() => adminTextTable.load('de'));

  it('speaks English and German under the name hosts override it by', () => {
    expect(adminTextTable.name).toBe('admin');
    expect(adminTextTable.locales).toEqual(['en', 'de']);
    expect(adminTextTable.resolve('en')).toBe(adminTexts);
    expect(adminTextTable.resolve('de-AT').success).toBe('Erfolgreich');
  });

  it('translates nearly every text, not a copy of English', () => {
    const english = leaves(adminTexts);
    const german = leaves(adminTextsDe);
    expect([...german.keys()]).toEqual([...english.keys()]);
    const same = [...english].filter(([key, text]) => german.get(key) === text).map(([key]) => key);
    expect(same.length / english.size).toBeLessThan(0.15);
  });

  it('has a German word for every recorded change and delivery state', () => {
    expect(Object.keys(adminTextsDe.auditActions)).toEqual(Object.keys(adminTexts.auditActions));
    expect(adminTextsDe.auditActions['cache.delete']).toBe('Cache gelöscht');
    expect(adminTextsDe.deliveryStates).toEqual({ queued: 'In Warteschlange', sent: 'Gesendet', failed: 'Fehlgeschlagen' });
    expect(adminTextsDe.bookingsOn('21.11.2026')).toBe('Buchungen am 21.11.2026');
  });
});
