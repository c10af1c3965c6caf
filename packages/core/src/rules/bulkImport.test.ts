import type { Registration } from '../entities';
import { DEFAULT_INTAKE_FIELDS } from '../validation/registration';
import { decideBulkImport } from './bulkImport';
import type { RowFields } from './registrationInput';

const rules = { intakeFields: DEFAULT_INTAKE_FIELDS, addressType: 'US' as const };
const row = (first: string, email: string): RowFields => ({ first, last: 'L', company: '', email, phone: '', address: {}, brand: false, allowEarlyAccess: false });
const ada: Registration = {
  registrationID: 'r1',
  bookingID: 'b1',
  loginCode: 'code',
  brand: false,
  allowEarlyAccess: false,
  emails: [],
  registrationData: { firstName: 'Ada', lastName: 'L', company: '', emailAddress: 'ada@example.com', phone: '', address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' } },
};
const room = { rules, existing: [ada], registrationCount: 1, limit: 2 };

describe('decideBulkImport', () => {
  it('stores plain rows as new guests and audits how many', () => {
    const decision = decideBulkImport({ rows: [row('Bob', 'bob@example.com')] }, room);
    expect(decision).toMatchObject({ kind: 'accepted', write: true, updates: [], audit: { created: 1, updated: 0 }, answer: { ok: true, created: 1 } });
  });

  it('refuses the whole import when a row is bad, naming it, with the spec message', () => {
    const decision = decideBulkImport({ rows: [row('Bob', 'bob@example.com'), row('', 'x@example.com')] }, room);
    expect(decision).toEqual({ kind: 'rows', answer: { ok: false, message: '1 of 2 rows are invalid; nothing was imported.', errors: [{ row: 1, fieldErrors: { first: 'Required' } }] } });
  });

  it('refuses new guests past the limit with the capacity 409, in both import modes', () => {
    const rows = [row('Bob', 'bob@example.com'), row('Cy', 'cy@example.com')];
    for (const options of [{}, { updateByEmail: true }, { dryRun: true }]) {
      const decision = decideBulkImport({ rows, ...options }, room);
      expect(decision).toEqual({ kind: 'refused', refusal: { status: 409, message: 'This booking has reached its registration capacity of 2.', code: 'CapacityReached' } });
    }
  });

  it('updates by email without counting updates against the capacity', () => {
    const decision = decideBulkImport({ rows: [{ ...row('Ada', 'ADA@example.com'), company: 'Acme' }], updateByEmail: true }, { ...room, registrationCount: 2 });
    expect(decision).toMatchObject({ kind: 'accepted', write: true, creates: [], updates: [{ registrationID: 'r1' }], audit: { created: 0, updated: 1 } });
  });

  it('never makes a second guest of a stored email without updateByEmail: the row is skipped as a duplicate (issue 25)', () => {
    const rows = [row('Ada', ' ADA@example.com '), row('Bob', 'bob@example.com'), row('Bobby', 'BOB@example.com')];
    const decision = decideBulkImport({ rows }, room);
    expect(decision).toEqual({
      kind: 'accepted',
      write: true,
      creates: [expect.objectContaining({ data: expect.objectContaining({ firstName: 'Bob' }) })],
      updates: [],
      audit: { created: 1, updated: 0 },
      answer: { ok: true, created: 1, updated: 0, unchanged: 0, duplicates: 2, statuses: ['duplicate', 'new', 'duplicate'] },
    });
    const again = decideBulkImport({ rows: [row('Ada', 'ada@example.com')] }, room);
    expect(again).toMatchObject({ kind: 'accepted', creates: [], updates: [], answer: { ok: true, created: 0, duplicates: 1 } });
  });

  it('previews a plain import as its commit will store it: stored emails are duplicates', () => {
    const decision = decideBulkImport({ rows: [row('Ada', 'ada@example.com'), row('Bob', 'bob@example.com')], dryRun: true }, room);
    expect(decision).toMatchObject({ kind: 'accepted', write: false, creates: [{}], answer: { created: 1, duplicates: 1, statuses: ['duplicate', 'new'], dryRun: true } });
  });

  it('previews with dryRun: the plan and its answer, nothing to write', () => {
    const decision = decideBulkImport({ rows: [row('Bob', 'bob@example.com')], dryRun: true }, room);
    expect(decision).toMatchObject({ kind: 'accepted', write: false, answer: { ok: true, created: 1, statuses: ['new'], dryRun: true } });
  });
});
