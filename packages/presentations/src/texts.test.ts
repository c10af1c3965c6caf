import { textLeaves } from '@greenroom/core';
import { presentationsTextTable, presentationTexts } from './texts';
import { presentationTextsDe } from './texts.de';

const leaves = (table: object) => textLeaves(table, [2, 3, 4]);

describe('presentations text table', () => {
  beforeAll(() => presentationsTextTable.load('de'));

  it('speaks English and German under the name hosts override it by', () => {
    expect(presentationsTextTable.name).toBe('presentations');
    expect(presentationsTextTable.locales).toEqual(['en', 'de']);
    expect(presentationsTextTable.resolve('en')).toBe(presentationTexts);
    expect(presentationsTextTable.resolve('de-AT').newButton).toBe('NEU');
  });

  it('translates nearly every text, not a copy of English', () => {
    const english = leaves(presentationTexts);
    const german = leaves(presentationTextsDe);
    expect([...german.keys()]).toEqual([...english.keys()]);
    const same = [...english].filter(([key, text]) => german.get(key) === text).map(([key]) => key);
    expect(same.length / english.size).toBeLessThan(0.15);
  });

  it('keeps the numbers of the screen-reader announcements', () => {
    expect(presentationTextsDe.movedTo(1, 3, 5)).toBe('Folie 1 an Position 3 von 5 verschoben.');
    expect(presentationTextsDe.slideLabel(2, 7)).toBe('Folie 2 von 7');
  });
});
