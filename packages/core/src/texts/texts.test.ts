import { defineTexts, loadTexts } from './defineTexts';
import { matchLocale } from './locale';
import { mergeTexts } from './mergeTexts';

const table = defineTexts(
  'sample',
  { title: 'Guests', list: { add: 'ADD', count: (n: number) => `${n} guests` } },
  { de: { title: 'Gäste', list: { add: 'HINZUFÜGEN', count: (n: number) => `${n} Gäste` } } },
);

describe('text tables', () => {
  it('picks the exact locale, then its language, then English', () => {
    expect(matchLocale('de', ['en', 'de'])).toBe('de');
    expect(matchLocale('DE-at', ['en', 'de'])).toBe('de');
    expect(matchLocale('fr-FR', ['en', 'de'])).toBe('en');
    expect(matchLocale(undefined, ['en', 'de'])).toBe('en');
  });

  it('resolves a locale with the host overrides on top, at any depth, functions included', () => {
    const texts = table.resolve('de-CH', { list: { add: 'NEU', count: (n) => `${n} Leute` } });
    expect(texts.title).toBe('Gäste');
    expect(texts.list.add).toBe('NEU');
    expect(texts.list.count(3)).toBe('3 Leute');
    expect(table.resolve().list.count(2)).toBe('2 guests');
  });

  it('ignores override keys the table lacks and values of the wrong kind', () => {
    const merged = mergeTexts({ a: 'A', b: { c: 'C' } }, { z: 'Z', b: 'flat', a: 7 } as never);
    expect(merged).toEqual({ a: 'A', b: { c: 'C' } });
  });

  it('lists the locales it speaks, English first', () => {
    expect(table.locales).toEqual(['en', 'de']);
  });
});

describe('a translation fetched on first use', () => {
  const germanTable = { title: 'Gäste', list: { add: 'HINZUFÜGEN', count: (n: number) => `${n} Gäste` } };

  it('fetches once, is not readable before, and reads German after', async () => {
    const loader = vi.fn(() => Promise.resolve(germanTable));
    const lazyTable = defineTexts('sample', table.english, { de: loader });
    expect(lazyTable.isReady('de')).toBe(false);
    expect(lazyTable.isReady('fr')).toBe(true);
    expect(() => lazyTable.resolve('de')).toThrow("The 'sample' texts for 'de' are not loaded yet");
    expect(lazyTable.resolve('fr').title).toBe('Guests');
    await Promise.all([lazyTable.load('de-AT'), lazyTable.load('de')]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(lazyTable.isReady('de')).toBe(true);
    expect(lazyTable.resolve('de-CH', { title: 'Leute' })).toMatchObject({ title: 'Leute', list: { add: 'HINZUFÜGEN' } });
  });

  it('answers in English after a failed fetch, and tries again on the next load', async () => {
    const loader = vi.fn<() => Promise<typeof germanTable>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(germanTable);
    const lazyTable = defineTexts('sample', table.english, { de: loader });
    await expect(lazyTable.load('de')).rejects.toThrow('offline');
    expect(lazyTable.isReady('de')).toBe(true);
    expect(lazyTable.resolve('de').title).toBe('Guests');
    await lazyTable.load('de');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(lazyTable.resolve('de').title).toBe('Gäste');
  });

  it('loadTexts fetches the locale of every table defined, and rejects with a failure after trying them all', async () => {
    const first = defineTexts('first', { word: 'one' }, { de: () => Promise.resolve({ word: 'eins' }) });
    const broken = defineTexts('broken', { word: 'two' }, { de: () => Promise.reject(new Error('chunk missing')) });
    const third = defineTexts('third', { word: 'three' }, { de: () => Promise.resolve({ word: 'drei' }) });
    await expect(loadTexts('de')).rejects.toThrow('chunk missing');
    expect([first, broken, third].map((each) => each.resolve('de').word)).toEqual(['eins', 'two', 'drei']);
  });
});
