import { textLeaves } from '@greenroom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { spaceTexts, spaceTextTable } from './texts';
import { spaceTextsDe } from './texts.de';

const leaves = (table: object) => textLeaves(table, ['Greenroom']);

describe('the space text table', () => {
  beforeAll(() => spaceTextTable.load('de'));

  it('has a German text for every English one, and most of them differ', () => {
    const english = leaves(spaceTexts);
    const german = leaves(spaceTextsDe);
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    const same = [...english].filter(([path, text]) => german.get(path) === text).map(([path]) => path);
    // The release label, the product's word 'Space' and 'Branding' read the same in German.
    expect(same.sort()).toEqual(['releaseLabel', 'tabs.branding', 'tabsLabel']);
    expect(same.length / english.size).toBeLessThan(0.2);
  });

  it('resolves German for de, English otherwise, with overrides on top', () => {
    expect(spaceTextTable.resolve('de').tabs.bookings).toBe('Buchungen');
    expect(spaceTextTable.resolve('en-US').tabs.bookings).toBe('Bookings');
    expect(spaceTextTable.resolve('de', { tabs: { bookings: 'Termine' } }).tabs).toMatchObject({ bookings: 'Termine', calendar: 'Kalender' });
  });
});
