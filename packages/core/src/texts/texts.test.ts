import { defineTexts } from './defineTexts';
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
