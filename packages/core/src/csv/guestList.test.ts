import type { Registration } from '../entities';
import { DEFAULT_INTAKE_FIELDS } from '../validation/registration';
import {
  GUEST_LIST_TEMPLATE_FILE_NAME,
  guestListCsv,
  guestListTemplateCsv,
  parseBrand,
  parseGuestListCsv,
  validateGuestListFiles,
  validateGuestListRows,
  guestListColumnOf,
  guestListLineOf,
} from './guestList';

const PARSE_ERROR =
  'There was an error parsing the uploaded CSV file. Please make sure the upload follows the CSV template and corresponds to the selected address type for this booking.';

const US_HEADER =
  'First Name,Last Name,Company Name,Email Address,Phone Number,Address Line 1,Address Line 2,City,State,Zip Code,Brand';
const INTL_HEADER =
  'First Name,Last Name,Company Name,Email Address,Phone Number,Address Line 1,Address Line 2,City,State/Province/Region,Zip/Postal Code,Country,Brand';

describe('guest list template', () => {
  it('has the US and international columns', () => {
    expect(GUEST_LIST_TEMPLATE_FILE_NAME).toBe('AttendeeUploadTemplate.csv');
    expect(guestListTemplateCsv('US')).toBe(`\uFEFF${US_HEADER}\r\n`);
    expect(guestListTemplateCsv('international')).toBe(`\uFEFF${INTL_HEADER}\r\n`);
  });

  it('parses its own template back without rows', () => {
    expect(parseGuestListCsv(guestListTemplateCsv('US'), 'US')).toEqual({ ok: true, rows: [] });
  });
});

describe('parseBrand', () => {
  it('is true only for true, yes, True, Yes and TRUE', () => {
    for (const value of ['true', 'yes', 'True', 'Yes', 'TRUE', ' yes ']) expect(parseBrand(value)).toBe(true);
    for (const value of ['YES', 'tRuE', '1', 'y', 'false', '', undefined]) expect(parseBrand(value)).toBe(false);
  });
});

describe('parseGuestListCsv', () => {
  it('reads US rows into registration rows', () => {
    const text = `${US_HEADER}\r\n Ada ,Lovelace,Analytical,ada@example.com,+1 555 123 4567,1 Main St,,Austin,TX,78701,Yes\r\nBob,Byte,,,,,,,,,no\r\n`;
    expect(parseGuestListCsv(text, 'US')).toEqual({
      ok: true,
      rows: [
        {
          first: 'Ada',
          last: 'Lovelace',
          company: 'Analytical',
          email: 'ada@example.com',
          phone: '(555) 123-4567',
          address: { addressLine1: '1 Main St', addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
          brand: true,
          allowEarlyAccess: false,
        },
        {
          first: 'Bob',
          last: 'Byte',
          company: '',
          email: '',
          phone: '',
          address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
          brand: false,
          allowEarlyAccess: false,
        },
      ],
    });
  });

  it('reads international rows, in any column order', () => {
    const text = `Brand,Country,${INTL_HEADER.replace(',Country,Brand', '')}\nTRUE,UK,Ada,L,,ada@example.com,,1 High St,Flat 2,Leeds,Yorkshire,LS1 4AP`;
    const result = parseGuestListCsv(text, 'international');
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          first: 'Ada',
          last: 'L',
          company: '',
          email: 'ada@example.com',
          phone: '',
          address: {
            addressLine1: '1 High St',
            addressLine2: 'Flat 2',
            city: 'Leeds',
            stateProvinceRegion: 'Yorkshire',
            zipPostalCode: 'LS1 4AP',
            country: 'UK',
          },
          brand: true,
          allowEarlyAccess: false,
        },
      ],
    });
  });

  it('gives the spec message when the file does not match the booking’s address type', () => {
    expect(parseGuestListCsv(`${INTL_HEADER}\nAda,L,,,,,,,,,UK,yes`, 'US')).toEqual({ ok: false, error: PARSE_ERROR });
    expect(parseGuestListCsv(`${US_HEADER}\nAda,L,,,,,,,TX,78701,yes`, 'international')).toEqual({ ok: false, error: PARSE_ERROR });
  });

  it('gives the spec message for a missing column, an empty file or a broken row', () => {
    expect(parseGuestListCsv(US_HEADER.replace(',Brand', ''), 'US')).toEqual({ ok: false, error: PARSE_ERROR });
    expect(parseGuestListCsv('', 'US')).toEqual({ ok: false, error: PARSE_ERROR });
    expect(parseGuestListCsv(`${US_HEADER}\nAda,L`, 'US')).toEqual({ ok: false, error: PARSE_ERROR });
    expect(parseGuestListCsv(`${US_HEADER}\n"Ada,L,,,,,,,,,`, 'US')).toEqual({ ok: false, error: PARSE_ERROR });
  });

  it('keeps formula-looking text as plain data', () => {
    const result = parseGuestListCsv(`${US_HEADER}\n=cmd,L,,,,,,,,,no`, 'US');
    expect(result.ok && result.rows[0].first).toBe('=cmd');
  });
});

describe('validateGuestListRows', () => {
  it('lists every row that breaks the intake rules, 0-based', () => {
    const text = `${US_HEADER}\nAda,L,,ada@example.com,,,,,,,no\n,B,,bad-email,,,,,,123456,no\nCy,C,,,,,,,,,no`;
    const parsed = parseGuestListCsv(text, 'US');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(validateGuestListRows(parsed.rows, { intakeFields: DEFAULT_INTAKE_FIELDS, addressType: 'US' })).toEqual([
      {
        row: 1,
        fieldErrors: { first: 'Required', email: 'Email must be a valid email address', zipCode: 'Must be at most 5 characters' },
      },
    ]);
  });
});

describe('guestListCsv', () => {
  const registration = (overrides: Partial<Registration['registrationData']>, brand: boolean): Registration => ({
    registrationID: 'r1',
    bookingID: 'b1',
    loginCode: 'code',
    brand,
    allowEarlyAccess: false,
    emails: [],
    registrationData: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: '',
      emailAddress: 'ada@example.com',
      phone: '(555) 123-4567',
      address: { addressLine1: '1 Main St', addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
      ...overrides,
    },
  });

  it('writes the template columns so the download can be uploaded again', () => {
    const csv = guestListCsv([registration({}, true), registration({ firstName: '=2+2' }, false)], 'US');
    expect(csv.split('\r\n')).toEqual([
      `\uFEFF${US_HEADER}`,
      'Ada,Lovelace,,ada@example.com,(555) 123-4567,1 Main St,,Austin,TX,78701,true',
      `"'=2+2",Lovelace,,ada@example.com,(555) 123-4567,1 Main St,,Austin,TX,78701,false`,
      '',
    ]);
    const back = parseGuestListCsv(csv, 'US');
    expect(back.ok && back.rows.map((row) => [row.first, row.brand])).toEqual([
      ['Ada', true],
      ["'=2+2", false],
    ]);
  });
});

describe('validateGuestListFiles', () => {
  it('takes exactly one .csv file', () => {
    expect(validateGuestListFiles([{ name: 'guests.CSV' }])).toBeNull();
    expect(validateGuestListFiles([])).toBe(PARSE_ERROR);
    expect(validateGuestListFiles([{ name: 'a.csv' }, { name: 'b.csv' }])).toBe(PARSE_ERROR);
    expect(validateGuestListFiles([{ name: 'guests.xlsx' }])).toBe(PARSE_ERROR);
  });
});

describe('guestListColumnOf and guestListLineOf', () => {
  it('name a problem by its CSV column and spreadsheet line', () => {
    expect(guestListColumnOf('email')).toBe('Email Address');
    expect(guestListColumnOf('zipPostalCode')).toBe('Zip/Postal Code');
    expect(guestListLineOf(0)).toBe(2);
  });
});
