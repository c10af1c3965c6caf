// Section tables ('bookings.guests'): a table holding one section of a package's texts reads the
// host's overrides at that path of the package's overrides. Rendered on the server (no DOM needed).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { defineTexts, useTexts, type TextTable } from './defineTexts';
import { TextsProvider } from './TextsProvider';

const listTexts = defineTexts('shelf', { title: 'Bookings' });
const guestTexts = defineTexts('shelf.guests', { list: { newGuest: 'NEW', empty: 'No guests found' } }, { de: { list: { newGuest: 'NEU', empty: 'Keine Gäste' } } });

/** What a component reading `table` renders inside a provider with `texts` (and `locale`). */
function rendered<T extends object>(table: TextTable<T>, show: (texts: T) => string, texts?: object, locale?: string): string {
  const Probe = () => show(useTexts(table));
  return renderToString(createElement(TextsProvider, { texts: texts as never, locale }, createElement(Probe)));
}

const showGuests = (texts: typeof guestTexts.english) => `${texts.list.newGuest} / ${texts.list.empty}`;

describe('a section table (dotted name)', () => {
  it('takes the host overrides at its path of the package overrides', () => {
    const texts = { shelf: { title: 'Shelf', guests: { list: { newGuest: 'Add' } } } };
    expect(rendered(guestTexts, showGuests, texts)).toBe('Add / No guests found');
  });

  it('puts them on its translation too', () => {
    const texts = { shelf: { guests: { list: { empty: 'Niemand da' } } } };
    expect(rendered(guestTexts, showGuests, texts, 'de')).toBe('NEU / Niemand da');
  });

  it('gets no override when the parent is missing, or only the parent is given', () => {
    expect(rendered(guestTexts, showGuests, { other: { guests: { list: { newGuest: 'Add' } } } })).toBe('NEW / No guests found');
    expect(rendered(guestTexts, showGuests, { shelf: { title: 'Shelf' } })).toBe('NEW / No guests found');
    // A top-level key named like the whole path is not the path.
    expect(rendered(guestTexts, showGuests, { 'shelf.guests': { list: { newGuest: 'Add' } } })).toBe('NEW / No guests found');
  });

  it('keeps the name it was given', () => {
    expect(guestTexts.name).toBe('shelf.guests');
  });
});

describe('a plain table (no dot)', () => {
  it('still takes its own overrides, beside a section table of the same package', () => {
    const texts = { shelf: { title: 'Shelf', guests: { list: { newGuest: 'Add' } } } };
    expect(rendered(listTexts, (words) => words.title, texts)).toBe('Shelf');
    expect(rendered(listTexts, (words) => words.title)).toBe('Bookings');
  });
});
