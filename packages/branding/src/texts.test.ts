import { textLeaves } from '@greenroom/core';
import { brandingTextTable, brandingTexts } from './texts';
import { brandingTextsDe } from './texts.de';

const leaves = (table: object) => textLeaves(table, [2, 3, 4]);

describe('branding text table', () => {
  beforeAll(() => brandingTextTable.load('de'));

  it('speaks English and German under the name hosts override it by', () => {
    expect(brandingTextTable.name).toBe('branding');
    expect(brandingTextTable.locales).toEqual(['en', 'de']);
    expect(brandingTextTable.resolve('en')).toBe(brandingTexts);
    expect(brandingTextTable.resolve('de-AT').save).toBe('SPEICHERN');
  });

  it('translates nearly every text, not a copy of English', () => {
    const english = leaves(brandingTexts);
    const german = leaves(brandingTextsDe);
    expect([...german.keys()]).toEqual([...english.keys()]);
    const same = [...english].filter(([key, text]) => german.get(key) === text).map(([key]) => key);
    expect(same.length / english.size).toBeLessThan(0.15);
  });

  it("keeps the spec's spellings in English only", () => {
    expect(brandingTexts.highlightColor).toBe('Hightlight Color');
    expect(brandingTextsDe.highlightColor).toBe('Akzentfarbe');
    expect(brandingTextsDe.slotPrimary(3)).toBe('Primärfarbe von Platz 3');
  });
});
