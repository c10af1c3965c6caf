import { textLeaves } from '@greenroom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestTexts, guestTextTable } from './texts';
import { guestTextsDe } from './texts.de';

const leaves = (table: object) => textLeaves(table, [1, 2, 3, 4]);

describe('the guest text table', () => {
  beforeAll(() => guestTextTable.load('de'));

  it('has a German text for every English one, and only the shared words are the same', () => {
    const english = leaves(guestTexts);
    const german = leaves(guestTextsDe);
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    expect([...english].filter(([path, text]) => german.get(path) === text).map(([path]) => path)).toEqual(['signUp.optional']);
  });

  it('resolves German for de, English otherwise, and counts down in both', () => {
    expect(guestTextTable.resolve('de-AT').join.joinNow).toBe('Jetzt teilnehmen');
    expect(guestTextTable.resolve('en-GB').join.joinNow).toBe('Join now');
    expect(guestTexts.join.countdown(1, 2, 3, 4)).toBe('1 d 02:03:04');
    expect(guestTexts.join.countdownSpoken(0, 1, 5)).toBe('1 hour, 5 minutes');
    expect(guestTextsDe.join.countdownSpoken(2, 0, 1)).toBe('2 Tagen, 1 Minute');
  });
});
