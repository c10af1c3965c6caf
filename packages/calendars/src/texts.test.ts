import { textLeaves } from '@greenroom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarTexts, calendarTextTable } from './texts';
import { calendarTextsDe } from './texts.de';

const leaves = (table: object) => textLeaves(table, ['Spring Season']);

describe('the calendars text table', () => {
  beforeAll(() => calendarTextTable.load('de'));

  it('has a German text for every English one, and most of them differ', () => {
    const english = leaves(calendarTexts);
    const german = leaves(calendarTextsDe);
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    const same = [...english].filter(([path, text]) => german.get(path) === text).map(([path]) => path);
    // 'Name' is the same word in German.
    expect(same).toEqual(['columnName']);
  });

  it('resolves German for de, English otherwise, with overrides on top', () => {
    expect(calendarTextTable.resolve('de-CH').newButton).toBe('NEU');
    expect(calendarTextTable.resolve('en-GB').newButton).toBe('NEW');
    expect(calendarTextTable.resolve('de', { editRow: (name) => `Ändern: ${name}` }).editRow('Spring Season')).toBe('Ändern: Spring Season');
  });
});
