import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { textLeaves } from '@greenroom/core';
import { bookingsEnglish, bookingsTextTable, bookingTexts } from './texts';
import { bookingsTextsDe } from './texts.de';
import { emailTextTable } from './textTables/email';
import { guestFlowListTextTable } from './textTables/guestFlowList';
import { guestFlowSettingsTextTable } from './textTables/guestFlowSettings';
import { guestFlowToolsTextTable } from './textTables/guestFlowTools';
import { guestListTextTable } from './textTables/guestList';
import { guestsTextTable } from './textTables/guests';
import { importingTextTable } from './textTables/importing';
import { mainTextTable } from './textTables/main';
import { peopleSearchTextTable } from './textTables/peopleSearch';
import { rmaTextTable } from './textTables/rma';
import { sendingTextTable } from './textTables/sending';

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

describe("the package's own text tables (textTables/)", () => {
  const sections = [rmaTextTable, guestsTextTable, emailTextTable, sendingTextTable, guestFlowSettingsTextTable, guestFlowListTextTable, importingTextTable];
  // Tables holding the part of a section a screen draws before its dialogs open (the dialogs read the whole section's table).
  const firstScreens = [guestListTextTable, peopleSearchTextTable, guestFlowToolsTextTable];
  beforeAll(() => Promise.all([mainTextTable, ...sections, ...firstScreens].map((table) => table.load('de'))));

  it('split the English of bookingsTextTable without losing or adding a text, each section under its path', () => {
    expect(mainTextTable.name).toBe('bookings');
    expect(sections.map((table) => table.name)).toEqual(['bookings', 'bookings.guests', 'bookings.email', 'bookings.sending', 'bookings.guestFlow', 'bookings.guestFlow', 'bookings.listing']);
    expect({
      ...mainTextTable.english,
      ...rmaTextTable.english,
      listing: { ...mainTextTable.english.listing, ...importingTextTable.english },
      guests: guestsTextTable.english,
      email: emailTextTable.english,
      sending: sendingTextTable.english,
      guestFlow: { ...guestFlowSettingsTextTable.english, ...guestFlowListTextTable.english },
    }).toEqual(bookingsEnglish);
  });

  it("leave the registration, messages, attendees, guests, email, sending and guestFlow sections (and the listing's importing) out of the main table", () => {
    const { registration: _r, messages: _m, attendees: _a, guests: _guests, email: _email, sending: _sending, guestFlow: _guestFlow, ...rest } = bookingsEnglish;
    expect(Object.keys(mainTextTable.english).sort()).toEqual(Object.keys(rest).sort());
    expect(Object.keys(mainTextTable.english.listing)).not.toContain('importing');
  });

  it("hold, in the first screens' tables, the very texts of their section's table, under the same path", () => {
    const pairs = [
      [guestListTextTable, guestsTextTable],
      [peopleSearchTextTable, sendingTextTable],
      [guestFlowToolsTextTable, guestFlowListTextTable],
    ] as const;
    for (const [part, whole] of pairs) {
      expect(part.name).toBe(whole.name);
      const wholeLeaves = leaves(whole.english);
      const partLeaves = leaves(part.english);
      expect(partLeaves.size).toBeGreaterThan(0);
      expect(partLeaves.size).toBeLessThan(wholeLeaves.size);
      for (const [key, text] of partLeaves) expect(wholeLeaves.get(key), key).toBe(text);
    }
    // The dialogs' titles stay with the first screen: their loading frames say them.
    expect(guestListTextTable.english.attendee.addTitle).toBe(guestsTextTable.english.attendee.addTitle);
    expect(guestFlowToolsTextTable.english.waitlist.title).toBe(guestFlowListTextTable.english.waitlist.title);
  });

  it('answer in German from the one German table', () => {
    expect(rmaTextTable.resolve('de')).toEqual({ registration: bookingsTextsDe.registration, messages: bookingsTextsDe.messages, attendees: bookingsTextsDe.attendees });
    expect(guestsTextTable.resolve('de')).toBe(bookingsTextsDe.guests);
    expect(emailTextTable.resolve('de')).toBe(bookingsTextsDe.email);
    expect(sendingTextTable.resolve('de')).toBe(bookingsTextsDe.sending);
    expect(guestFlowSettingsTextTable.resolve('de').settings).toBe(bookingsTextsDe.guestFlow.settings);
    expect(guestFlowListTextTable.resolve('de').waitlist).toBe(bookingsTextsDe.guestFlow.waitlist);
    expect(importingTextTable.resolve('de').importing).toBe(bookingsTextsDe.listing.importing);
    expect(guestListTextTable.resolve('de').list).toBe(bookingsTextsDe.guests.list);
    expect(guestListTextTable.resolve('de').upload.title).toBe(bookingsTextsDe.guests.upload.title);
    expect(peopleSearchTextTable.resolve('de').peopleSearch).toBe(bookingsTextsDe.sending.peopleSearch);
    expect(guestFlowToolsTextTable.resolve('de').status).toBe(bookingsTextsDe.guestFlow.status);
    const main = mainTextTable.resolve('de');
    expect(Object.keys(main).sort()).toEqual(Object.keys(mainTextTable.english).sort());
    expect(main.emptyList).toBe(bookingsTextsDe.emptyList);
    expect(main.listing).toBe(bookingsTextsDe.listing);
  });

  // The sections' English stays out of the bookings list's chunk only while no component reads the
  // public table (whose English carries every section) and the main table leaves the sections alone.
  it("are what the package's components read: none imports the public table or the composed English", () => {
    const src = fileURLToPath(new URL('.', import.meta.url));
    const shipped = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|^(stories|docs)\/|^(texts|index)\.ts$/.test(file),
    );
    /** The modules (paths from src) a file imports values from: not `import type`, nor only `type` names. */
    const valueImports = (file: string) =>
      [...readFileSync(join(src, file), 'utf8').matchAll(/^import (?!type )([^;]*?) from '(\.[^']*)';/gm)]
        .filter(([, names]) => names.replace(/[{}]/g, '').split(',').some((name) => name.trim() !== '' && !name.trim().startsWith('type ')))
        .map(([, , from]) => join(dirname(file), from));
    const readers = shipped.filter((file) => valueImports(file).some((module) => module === 'texts' || module === 'texts.en'));
    expect(readers).toEqual([]);
    const main = readFileSync(join(src, 'textTables/main.ts'), 'utf8');
    for (const section of ['textsRma', 'textsGuests', 'textsEmail', 'textsSending', 'textsGuestFlow']) expect(main).not.toContain(section);
  });
});
