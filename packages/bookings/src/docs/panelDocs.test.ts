import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { textLeaves, type Booking } from '@greenroom/core';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { AttendeesBooking, AttendeesPanelProps } from '../AttendeesPanel';
import type { GuestListBooking } from '../data/guestSlices';
import type { GuestListPanelProps } from '../GuestListPanel';
import type { PresentersBooking } from '../PresentersPanel';
import { bookingsTextTable } from '../texts';
import type { BookingsListSlice } from '../types';
import { describePanel, type SliceCall } from './docTypes';
import { panelDocs, panelTextKeys } from './panelDocs';

// The reference (panelDocs.ts) against what it describes: the panels' sources, the kit, the text
// table and packages/bookings/README.md. A renamed part, a new field read or an event left out of
// the README fails here.
const src = fileURLToPath(new URL('..', import.meta.url));
const uiSrc = fileURLToPath(new URL('../../../ui/src', import.meta.url));
const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

/** The production sources under a folder (no tests, no stories), concatenated. */
function sources(folder: string): string {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));
  return files.map((file) => readFileSync(join(folder, file), 'utf8')).join('\n');
}

/** The README's per-panel section: from its '### <title>' heading under '## Panel reference' to the next heading. */
function readmeSection(title: string): string {
  const reference = readme.slice(readme.indexOf('## Panel reference'));
  const start = reference.indexOf(`### ${title}\n`);
  if (start === -1) return '';
  const rest = reference.slice(start + 4);
  const end = rest.search(/\n##/);
  return end === -1 ? rest : rest.slice(0, end);
}

// The kit's part names: `data-ui="X"`, `ui="X"` (FieldFrame) and a default `'data-ui': dataUi = 'X'` (Dialog).
const kitParts = new Set([...sources(uiSrc).matchAll(/\b(?:data-ui|ui)=["'](\w+)["']|'data-ui': \w+ = '(\w+)'/g)].map((match) => match[1] ?? match[2]));

beforeAll(() => bookingsTextTable.load('de'));

describe.each(panelDocs.map((doc) => [doc.title, doc] as const))('the reference of %s', (_title, doc) => {
  const own = doc.folders.map((folder) => sources(join(src, folder))).join('\n');

  it("names parts its folders render as data-ui, and parts the kit has", () => {
    for (const part of doc.parts) expect(own, `data-ui="${part}"`).toContain(`data-ui="${part}"`);
    for (const part of doc.kitParts) expect(kitParts.has(part), `kit part ${part}`).toBe(true);
  });

  it('lists every field of the booking its own folder reads', () => {
    const read = new Set([...sources(join(src, doc.folders[0])).matchAll(/\bbooking\??\.(\w+)/g)].map((match) => match[1]));
    const listed = doc.data.fields.map((field) => field.name);
    expect(read.size).toBeGreaterThan(0);
    for (const field of read) expect(listed, `booking.${field}`).toContain(field);
  });

  it('computes its text keys from the table, each one translated', () => {
    const keys = panelTextKeys(doc);
    const german = textLeaves(bookingsTextTable.resolve('de'), ['Ada', 2, 3]);
    const english = textLeaves(bookingsTextTable.english, ['Ada', 2, 3]);
    expect(keys.length).toBeGreaterThan(1);
    for (const { key, english: text } of keys) {
      expect(english.get(key), key).toBe(text);
      expect(german.has(key), key).toBe(true);
    }
    for (const path of doc.textSections) expect(keys.some(({ key }) => path === '.' || key.startsWith(path.replace(/\.$/, ''))), path).toBe(true);
  });

  it('is in the README: component, entry, every slice call, every event and every part', () => {
    const section = readmeSection(doc.title);
    expect(section, `### ${doc.title}`).not.toBe('');
    for (const name of [doc.component, doc.entry, doc.slice.type, doc.data.type, ...doc.slice.calls, ...doc.events.map((event) => event.name), ...doc.parts]) {
      expect(section, name).toContain(`\`${name}\``);
    }
    if (doc.mount) expect(section).toContain(`\`${doc.mount}\``);
    for (const prop of doc.props) expect(section, prop.name).toContain(`\`${prop.name}\``);
    expect(section).toContain(`bookings--docs--panels--${doc.id}`);
  });
});

describe('the reference types', () => {
  it('take a whole Booking where a panel reads a summary', () => {
    expectTypeOf<Booking>().toExtend<GuestListBooking>();
    expectTypeOf<Booking>().toExtend<PresentersBooking>();
    expectTypeOf<Booking>().toExtend<AttendeesBooking>();
    expectTypeOf<Booking>().toExtend<AttendeesPanelProps['booking']>();
    expectTypeOf<AttendeesBooking>().not.toExtend<Booking>();
  });

  it('refuse a call the slice lacks, a prop that does not exist and a prop left out', () => {
    expectTypeOf<'bookings.listForSpace'>().toExtend<SliceCall<BookingsListSlice>>();
    expectTypeOf<'registrations.create'>().not.toExtend<SliceCall<BookingsListSlice>>();
    const base = { id: 'x', title: 'X', component: 'X', entry: 'x', summary: '', folders: [], sliceType: '', dataType: '', dataNote: '', parts: [], kitParts: [], textSections: [], csp: [], events: {} };
    const reads = { bookingID: '', name: '', intakeFields: '', spaceID: '', emailTemplates: '', guestFlow: '' };
    const api = { type: '', doc: '' };
    describePanel<GuestListPanelProps, BookingsListSlice, GuestListBooking, object, Booking>({ ...base, calls: ['bookings.get'], reads, props: { booking: api, api } });
    // @ts-expect-error -- 'booking' is left out
    describePanel<GuestListPanelProps, BookingsListSlice, GuestListBooking, object, Booking>({ ...base, calls: [], reads, props: { api } });
    // @ts-expect-error -- the Bookings list slice has no registrations
    describePanel<GuestListPanelProps, BookingsListSlice, GuestListBooking, object, Booking>({ ...base, calls: ['registrations.create'], reads, props: { booking: api, api } });
    // @ts-expect-error -- a summary's field ('intakeFields') is left out
    describePanel<GuestListPanelProps, BookingsListSlice, GuestListBooking, object, Booking>({ ...base, calls: [], reads: { bookingID: '', name: '', spaceID: '', emailTemplates: '' }, props: { booking: api, api } });
    expect(base.id).toBe('x');
  });
});
