import type { Registration } from '../entities';
import { DEFAULT_INTAKE_FIELDS } from '../validation/registration';
import { messages } from '../validation/messages';
import { GUEST_FLOW_TEXTS } from './guestFlow';
import { checkImportPreferences, planGuestImport, type ImportRowFields } from './guestImport';
import type { RowFields } from './registrationInput';

const rules = { intakeFields: DEFAULT_INTAKE_FIELDS, addressType: 'US' as const };
const row = (first: string, email: string, extra: Partial<RowFields> = {}): RowFields => ({
  first,
  last: 'L',
  company: '',
  email,
  phone: '',
  address: {},
  brand: false,
  allowEarlyAccess: false,
  ...extra,
});
const stored = (registrationID: string, firstName: string, emailAddress: string, brand = false): Registration => ({
  registrationID,
  bookingID: 'b1',
  loginCode: 'code',
  brand,
  allowEarlyAccess: true,
  emails: [],
  registrationData: {
    firstName,
    lastName: 'L',
    company: '',
    emailAddress,
    phone: '',
    address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
  },
});

describe('planGuestImport', () => {
  it('classifies every row: new, update by email (case and spaces ignored), unchanged, duplicate and error', () => {
    const existing = [stored('r1', 'Ada', 'ada@example.com'), stored('r2', 'Bob', 'bob@example.com')];
    const plan = planGuestImport(
      [
        row('Cy', 'cy@example.com'),
        row('Ada', ' ADA@example.com '),
        row('Bobby', 'bob@example.com'),
        row('Cy again', 'CY@example.com'),
        row('', 'bad-email'),
      ],
      existing,
      rules,
    );
    expect(plan.statuses).toEqual(['new', 'unchanged', 'update', 'duplicate', 'error']);
    expect(plan.counts).toEqual({ new: 1, update: 1, unchanged: 1, duplicate: 1, error: 1 });
    expect(plan.errors).toEqual([{ row: 4, fieldErrors: { first: 'Required', email: 'Email must be a valid email address' } }]);
    expect(plan.creates.map((write) => write.data.firstName)).toEqual(['Cy']);
    expect(plan.updates).toEqual([
      expect.objectContaining({ registrationID: 'r2', allowEarlyAccess: true, data: expect.objectContaining({ firstName: 'Bobby' }) }),
    ]);
  });

  it('treats a Brand change as an update', () => {
    const plan = planGuestImport([row('Ada', 'ada@example.com', { brand: true })], [stored('r1', 'Ada', 'ada@example.com')], rules);
    expect(plan.statuses).toEqual(['update']);
    expect(plan.updates[0].brand).toBe(true);
  });

  it('matches a row without email by its whole record, so a re-import stores nothing twice', () => {
    const first = planGuestImport([row('Nomail', ''), row('Nomail', '')], [], rules);
    expect(first.statuses).toEqual(['new', 'duplicate']);
    const again = planGuestImport([row('Nomail', '')], [{ ...stored('r9', 'Nomail', ''), registrationData: first.creates[0].data }], rules);
    expect(again.statuses).toEqual(['unchanged']);
  });

  it('answers per row what it found: the fields an update changes (before and after), what a duplicate repeats, a row’s errors', () => {
    const existing = [stored('r1', 'Ada', 'ada@example.com'), stored('r2', 'Bob', 'bob@example.com')];
    const plan = planGuestImport(
      [
        row('Cy', 'cy@example.com'),
        row('Ada', 'ADA@example.com'),
        row('Bobby', 'bob@example.com', { company: 'Acme', brand: true, address: { city: 'Leeds' } }),
        row('Cy again', 'cy@example.com'),
        row('', 'x@example.com'),
      ],
      existing,
      rules,
    );
    expect(plan.rows).toEqual([
      { status: 'new' },
      { status: 'unchanged', registrationID: 'r1' },
      {
        status: 'update',
        registrationID: 'r2',
        changes: [
          { field: 'first', before: 'Bob', after: 'Bobby' },
          { field: 'company', before: '', after: 'Acme' },
          { field: 'city', before: '', after: 'Leeds' },
          { field: 'brand', before: 'false', after: 'true' },
        ],
      },
      { status: 'duplicate', duplicateOf: { row: 0 } },
      { status: 'error', fieldErrors: { first: 'Required' } },
    ]);
    // The old shape is unchanged beside it.
    expect(plan.statuses).toEqual(plan.rows.map((result) => result.status));
  });

  it('without update by email, a row matching a stored guest is a duplicate of that guest and nothing is updated', () => {
    const plan = planGuestImport([row('Bobby', 'BOB@example.com'), row('Cy', 'cy@example.com')], [stored('r2', 'Bob', 'bob@example.com')], rules, { updateByEmail: false });
    expect(plan.rows).toEqual([{ status: 'duplicate', duplicateOf: { registrationID: 'r2' } }, { status: 'new' }]);
    expect(plan.counts).toEqual({ new: 1, update: 0, unchanged: 0, duplicate: 1, error: 0 });
    expect(plan.updates).toEqual([]);
  });
});

describe('the language and time zone of an import row (issue 27)', () => {
  const withPreferences = (first: string, email: string, language?: string, timeZone?: string): ImportRowFields => ({
    ...row(first, email),
    ...(language === undefined ? {} : { language }),
    ...(timeZone === undefined ? {} : { timeZone }),
  });

  it('takes a language as languageCodeOf makes it and a time zone as an IANA name', () => {
    expect(checkImportPreferences({ language: 'DE' })).toEqual({ ok: true, language: 'de', timeZone: undefined });
    expect(checkImportPreferences({ language: ' de-de ', timeZone: ' Europe/Berlin ' })).toEqual({ ok: true, language: 'de-DE', timeZone: 'Europe/Berlin' });
    expect(checkImportPreferences({ language: 'pt_br' })).toMatchObject({ language: 'pt-BR' });
    expect(checkImportPreferences({ language: '', timeZone: '  ' })).toEqual({ ok: true, language: undefined, timeZone: undefined });
  });

  it("refuses a value that names no language ('German', 'xx-') and an unknown zone, each under its field", () => {
    for (const language of ['German', 'xx-', 'd', 'de-', 'en--US']) {
      expect(checkImportPreferences({ language })).toEqual({ ok: false, fieldErrors: { language: GUEST_FLOW_TEXTS.language } });
    }
    expect(checkImportPreferences({ language: 'German', timeZone: 'Mars/Olympus' })).toEqual({
      ok: false,
      fieldErrors: { language: GUEST_FLOW_TEXTS.language, timeZone: messages.timeZoneInvalid },
    });
  });

  it("stores a new guest's language and zone ('' when not given) and names a bad cell as the row's error with the others", () => {
    const plan = planGuestImport(
      [withPreferences('Ada', 'ada@example.com', 'DE', 'Europe/Berlin'), withPreferences('Bob', 'bob@example.com'), withPreferences('', 'cy@example.com', 'German')],
      [],
      rules,
    );
    expect(plan.statuses).toEqual(['new', 'new', 'error']);
    expect(plan.errors).toEqual([{ row: 2, fieldErrors: { first: 'Required', language: GUEST_FLOW_TEXTS.language } }]);
    expect(plan.creates.map(({ language, timeZone }) => ({ language, timeZone }))).toEqual([
      { language: 'de', timeZone: 'Europe/Berlin' },
      { language: '', timeZone: '' },
    ]);
  });

  it("updates a stored guest's language by email, and a blank cell keeps the guest's own", () => {
    const ada = { ...stored('r1', 'Ada', 'ada@example.com'), language: 'en', timeZone: 'America/New_York' };
    const changed = planGuestImport([withPreferences('Ada', 'ada@example.com', 'de-de')], [ada], rules);
    expect(changed.rows).toEqual([{ status: 'update', registrationID: 'r1', changes: [{ field: 'language', before: 'en', after: 'de-DE' }] }]);
    expect(changed.updates).toEqual([expect.objectContaining({ registrationID: 'r1', language: 'de-DE' })]);
    expect(changed.updates[0]).not.toHaveProperty('timeZone');

    const blank = planGuestImport([withPreferences('Ada', 'ada@example.com', '', '')], [ada], rules);
    expect(blank.statuses).toEqual(['unchanged']);
    const same = planGuestImport([withPreferences('Ada', 'ada@example.com', 'EN', 'America/New_York')], [ada], rules);
    expect(same.statuses).toEqual(['unchanged']);
  });
});
