import { textLeaves } from '@greenroom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uiTextTable, uiTexts } from './texts';
import { uiTextsDe } from './texts.de';

const leaves = (table: object) => textLeaves(table, ['Ada', '3']);

describe('the kit text table', () => {
  beforeAll(() => uiTextTable.load('de'));

  it('has a German text for every English one, and most of them differ', () => {
    const english = leaves(uiTexts);
    const german = leaves(uiTextsDe);
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    const same = [...english].filter(([path, text]) => german.get(path) === text).map(([path]) => path);
    // Only the list title pattern 'Title (3)' reads the same in both languages.
    expect(same).toEqual(['transferList.title']);
    expect(same.length / english.size).toBeLessThan(0.1);
  });

  it('resolves German for de and de-AT, English otherwise, with overrides on top', () => {
    expect(uiTextTable.resolve('de').dialog.close).toBe('Schließen');
    expect(uiTextTable.resolve('de-AT').confirmDialog.cancel).toBe('ABBRECHEN');
    expect(uiTextTable.resolve('fr').dialog.close).toBe('Close');
    expect(uiTextTable.resolve('de', { dialog: { close: 'Zumachen' } }).dialog).toEqual({ close: 'Zumachen', inProgress: 'Wird bearbeitet' });
  });

  it('keeps the English words', () => {
    expect(uiTexts.loading).toBe('Loading');
    expect(uiTexts.datePicker.formatError(uiTexts.datePicker.placeholder)).toBe('Enter a date as MM/DD/YYYY');
    expect(uiTexts.dropZone.wrongType('notes.txt', 'image/png')).toBe('notes.txt is not an accepted file type (image/png).');
  });
});
