import { textLeaves } from '@greenroom/core';
import { bookingsEnglish, bookingsTextTable, bookingTexts } from './texts';
import { bookingsTextsDe } from './texts.de';

const leaves = (table: object) => textLeaves(table, ['Ada', 'X', 'Y']);

describe('bookings text table', () => {
  beforeAll(() => bookingsTextTable.load('de'));

  it("is one table named 'bookings', speaking English and German", () => {
    expect(bookingsTextTable.name).toBe('bookings');
    expect(bookingsTextTable.locales).toEqual(['en', 'de']);
    expect(bookingsTextTable.resolve('en')).toBe(bookingsEnglish);
    expect(bookingsTextTable.resolve('de-AT')).toBe(bookingsTextsDe);
  });

  it('keeps the English words of every text file under one roof', () => {
    const texts = bookingsTextTable.resolve();
    expect(texts.emptyList).toBe(bookingTexts.emptyList);
    expect(texts.attendees.empty).toBe('The attendee list is empty for this booking');
    expect(texts.guests.list.empty).toBe('No guests found for this booking');
    expect(texts.email.confirmTitle(3)).toBe('Confirm Sending Email To: 3');
    expect(texts.embed.loadFailed).toBe('The booking could not be loaded.');
  });

  it('has the same keys in German as in English', () => {
    expect([...leaves(bookingsTextsDe).keys()].sort()).toEqual([...leaves(bookingsEnglish).keys()].sort());
  });

  it('translates most texts (a copy of English would pass the type check)', () => {
    const english = leaves(bookingsEnglish);
    const german = leaves(bookingsTextsDe);
    const same = [...english].filter(([key, text]) => german.get(key) === text).map(([key]) => key);
    // Words German shares with English: 'Name', 'LIVE', 'HTML', 'System', 'Webcam', 'Livestream'…
    expect(same.length / english.size).toBeLessThan(0.1);
  });

  it('writes counts the German way', () => {
    const texts = bookingsTextTable.resolve('de');
    expect(texts.email.progress(1200, 3400)).toBe('1.200 von 3.400 gesendet');
    expect(texts.registration.sameAsEvent(20)).toBe('Die Anmeldekapazität entspricht der Kapazität der Veranstaltung (20).');
  });
});
