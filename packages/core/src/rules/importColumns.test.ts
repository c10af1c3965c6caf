import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { IntakeField } from '../entities';
import { GUEST_LIST_HEADERS } from '../csv/guestList';
import { mappedGuestRows } from '../csv/mappedGuestRows';
import { parseCsv } from '../csv/parse';
import { planGuestImport } from './guestImport';
import { IMPORT_FIELDS, importColumnKey, mapImportColumns, requiredImportFields } from './importColumns';
import { defaultIntakeFields } from './intakeFields';

// Real header rows of the exports producers bring (csv/fixtures/*.csv), each with one contact.
function fixture(name: string) {
  const parsed = parseCsv(readFileSync(fileURLToPath(new URL(`../csv/fixtures/${name}`, import.meta.url)), 'utf8'), { requiredHeaders: [] });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed;
}

const us = { intakeFields: defaultIntakeFields(), addressType: 'US' as const };
const international = { intakeFields: defaultIntakeFields().map((field): IntakeField => (field.name === 'Address' ? { ...field, type: 'international' } : field)), addressType: 'international' as const };
const mandatory = (...names: string[]) => defaultIntakeFields().map((field) => (names.includes(field.name) ? { ...field, mandatory: true } : field));

const ada = {
  first: 'Ada',
  last: 'Lovelace',
  company: 'Analytical Engines',
  email: 'ada@example.com',
  phone: '(555) 123-4567',
  brand: false,
  allowEarlyAccess: false,
};

describe('mapImportColumns', () => {
  it('maps our own template as it is: nothing guessed, nothing to review', () => {
    const plan = mapImportColumns(GUEST_LIST_HEADERS.US, us);
    expect(plan.mapping).toEqual({
      first: 'First Name',
      last: 'Last Name',
      company: 'Company Name',
      email: 'Email Address',
      phone: 'Phone Number',
      addressLine1: 'Address Line 1',
      addressLine2: 'Address Line 2',
      city: 'City',
      state: 'State',
      zipCode: 'Zip Code',
      brand: 'Brand',
    });
    expect(plan).toMatchObject({ guessed: [], missing: [], unused: [], needsReview: false });
    expect(mapImportColumns(GUEST_LIST_HEADERS.international, international)).toMatchObject({ guessed: [], missing: [], needsReview: false });
  });

  it('maps an Outlook contacts export (First Name, Middle Name, Last Name, …, E-mail Address, Company) to guests the import accepts', () => {
    const file = fixture('outlook.csv');
    const plan = mapImportColumns(file.headers, us, file.rows);
    expect(plan.mapping).toEqual({
      first: 'First Name',
      last: 'Last Name',
      email: 'E-mail Address',
      company: 'Company',
      phone: 'Mobile Phone',
      addressLine1: 'Business Street',
      city: 'Business City',
      state: 'Business State',
      zipCode: 'Business Postal Code',
    });
    expect(plan.missing).toEqual([]);
    expect(plan.guessed).toEqual(['company', 'phone', 'addressLine1', 'city', 'state', 'zipCode']);
    expect(plan.unused).toContain('Middle Name');
    expect(plan.needsReview).toBe(true);
    const rows = mappedGuestRows(file.rows, plan.mapping, 'US');
    expect(rows).toEqual([{ ...ada, address: { addressLine1: '12 Babbage Way', addressLine2: '', city: 'Chicago', state: 'IL', zipCode: '60601' } }]);
    expect(planGuestImport(rows, [], us).statuses).toEqual(['new']);
  });

  it('takes every address part from one group of the desktop Outlook export: the filled one (Home), else the first (Business)', () => {
    const file = fixture('outlook-desktop.csv');
    const plan = mapImportColumns(file.headers, us, file.rows);
    expect(plan.mapping).toMatchObject({ first: 'First Name', email: 'E-mail Address', addressLine1: 'Home Street', addressLine2: 'Home Street 2', city: 'Home City', state: 'Home State', zipCode: 'Home Postal Code' });
    // Outlook's own 'Language' column, left blank: a blank cell keeps a stored guest's language.
    expect(mappedGuestRows(file.rows, plan.mapping, 'US')).toEqual([
      { ...ada, address: { addressLine1: '7 Home Row', addressLine2: '', city: 'Evanston', state: 'IL', zipCode: '60201' }, language: '' },
    ]);
    expect(mapImportColumns(file.headers, us).mapping).toMatchObject({ addressLine1: 'Business Street', city: 'Business City' });
  });

  it('maps a Google Contacts export, taking the first of several emails in a cell', () => {
    const file = fixture('google.csv');
    const plan = mapImportColumns(file.headers, us, file.rows);
    expect(plan.mapping).toMatchObject({ first: 'First Name', last: 'Last Name', email: 'E-mail 1 - Value', company: 'Organization Name', phone: 'Phone 1 - Value', addressLine1: 'Address 1 - Street', addressLine2: 'Address 1 - Extended Address', state: 'Address 1 - Region' });
    expect(mappedGuestRows(file.rows, plan.mapping, 'US')).toEqual([{ ...ada, address: { addressLine1: '12 Babbage Way', addressLine2: 'Suite 4', city: 'Chicago', state: 'IL', zipCode: '60601' } }]);
  });

  it('maps the older Google CSV (Given Name, Family Name, Organization 1 - Name)', () => {
    const file = fixture('google-legacy.csv');
    const plan = mapImportColumns(file.headers, us, file.rows);
    expect(plan.mapping).toMatchObject({ first: 'Given Name', last: 'Family Name', company: 'Organization 1 - Name', email: 'E-mail 1 - Value' });
    expect(mappedGuestRows(file.rows, plan.mapping, 'US')[0]).toMatchObject({ first: 'Ada', last: 'Lovelace', company: 'Analytical Engines', phone: '(555) 123-4567' });
  });

  it('maps an Eventbrite attendee report, with the filled Work address rather than the empty Home one', () => {
    const file = fixture('eventbrite.csv');
    const plan = mapImportColumns(file.headers, us, file.rows);
    expect(plan.mapping).toMatchObject({ email: 'Email', phone: 'Cell Phone', company: 'Company', addressLine1: 'Work Address 1', zipCode: 'Work Zip' });
    expect(mappedGuestRows(file.rows, plan.mapping, 'US')).toEqual([{ ...ada, address: { addressLine1: '12 Babbage Way', addressLine2: 'Suite 4', city: 'Chicago', state: 'IL', zipCode: '60601' } }]);
  });

  it('maps a Zoom registrants export to an international address', () => {
    const file = fixture('zoom-registrants.csv');
    const plan = mapImportColumns(file.headers, international, file.rows);
    expect(plan.mapping).toMatchObject({
      company: 'Organization',
      addressLine1: 'Address',
      stateProvinceRegion: 'State/Province',
      zipPostalCode: 'Zip/Postal Code',
      country: 'Country/Region',
    });
    expect(mappedGuestRows(file.rows, plan.mapping, 'international')[0].address).toEqual({
      addressLine1: '12 Babbage Way',
      addressLine2: '',
      city: 'Chicago',
      stateProvinceRegion: 'IL',
      zipPostalCode: '60601',
      country: 'United States',
    });
  });

  it('ignores case, spaces and punctuation in headers, and unknown columns', () => {
    expect(importColumnKey(' E-mail  Address ')).toBe('emailaddress');
    const plan = mapImportColumns([' FIRST_NAME ', 'last name', 'e-mail address', 'Notes'], us);
    expect(plan.mapping).toEqual({ first: ' FIRST_NAME ', last: 'last name', email: 'e-mail address' });
    expect(plan.guessed).toEqual([]);
    expect(plan.unused).toEqual(['Notes']);
    // An unknown column while fields of ours are empty: the producer may want to map it.
    expect(plan.needsReview).toBe(true);
    expect(mapImportColumns([...GUEST_LIST_HEADERS.US, 'Notes'], us)).toMatchObject({ unused: ['Notes'], needsReview: false });
  });

  it('names the required fields no column fills: the producer must map them', () => {
    const rules = { intakeFields: mandatory('Email'), addressType: 'US' as const };
    const plan = mapImportColumns(['Name', 'Mail Address'], rules);
    expect(plan.mapping).toEqual({});
    expect(plan.missing).toEqual(['first', 'email']);
    expect(plan.needsReview).toBe(true);
  });
});

describe('requiredImportFields', () => {
  it('are the mandatory visible intake fields, an address without its second line', () => {
    expect(requiredImportFields(us)).toEqual(['first']);
    expect(requiredImportFields({ intakeFields: mandatory('Address', 'Phone'), addressType: 'US' })).toEqual(['first', 'phone', 'addressLine1', 'city', 'state', 'zipCode']);
    const hidden = defaultIntakeFields().map((field) => (field.name === 'First Name' ? { ...field, visible: false, mandatory: false } : field));
    expect(requiredImportFields({ intakeFields: hidden, addressType: 'US' })).toEqual([]);
  });
});

describe('the language and time zone columns (issue 27)', () => {
  it('are fields of both address types, after the template’s own', () => {
    expect(IMPORT_FIELDS.US.slice(-3)).toEqual(['brand', 'language', 'timeZone']);
    expect(IMPORT_FIELDS.international.slice(-2)).toEqual(['language', 'timeZone']);
  });

  it("map 'Language' and 'Time Zone' as our own columns, and their aliases as guesses", () => {
    const own = mapImportColumns([...GUEST_LIST_HEADERS.US, 'Language', 'Time Zone'], us);
    expect(own.mapping).toMatchObject({ language: 'Language', timeZone: 'Time Zone' });
    expect(own).toMatchObject({ guessed: [], unused: [], needsReview: false });
    for (const [header, field] of [
      ['Preferred Language', 'language'],
      ['Sprache', 'language'],
      ['locale', 'language'],
      ['Timezone', 'timeZone'],
      ['Zeitzone', 'timeZone'],
    ] as const) {
      const plan = mapImportColumns([...GUEST_LIST_HEADERS.US, header], us);
      expect(plan.mapping[field]).toBe(header);
      expect(plan.guessed).toEqual(header === 'Timezone' ? [] : [field]);
    }
  });

  it('fill the rows only when mapped, as the file spells them (the first of a multi-value cell)', () => {
    const file = [{ 'First Name': 'Ada', Sprache: ' DE ::: en', Zone: 'Europe/Berlin' }];
    expect(mappedGuestRows(file, { first: 'First Name', language: 'Sprache', timeZone: 'Zone' }, 'US')[0]).toMatchObject({ first: 'Ada', language: 'DE', timeZone: 'Europe/Berlin' });
    const unmapped = mappedGuestRows(file, { first: 'First Name' }, 'US')[0];
    expect(['language' in unmapped, 'timeZone' in unmapped]).toEqual([false, false]);
  });

  it('are never required, and a file without them asks for no review', () => {
    expect(requiredImportFields(us)).not.toContain('language');
    expect(mapImportColumns(GUEST_LIST_HEADERS.US, us)).toMatchObject({ missing: [], needsReview: false });
  });
});
