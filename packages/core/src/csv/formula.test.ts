// Issue 32 §8: formula text holding a line break or U+2028 slipped through every export
// (papaparse's test lacks the `s` flag). One rule (FORMULA_START) now guards them all.
import Papa from 'papaparse';
import type { AttendanceRecord, QAQuestion, Registration } from '../entities';
import { FORMULA_START, neutralizeFormula } from './formula';
import { guestListCsv, guestListTemplateCsv } from './guestList';
import { attendanceCsv, questionsCsv } from './reports';
import { toCsv } from './write';

const HOSTILE = ['=1+1\nsecond', '+cmd\u2028x', '-2\r\n3', '@SUM(A1)\nB', '\t=1\n', '\r=1\u2029', '=HYPERLINK("x")', '-', '='];

/** Every cell of an export, parsed back as a spreadsheet would read it (header row included). */
function cellsOf(csv: string): string[] {
  return Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { newline: '\r\n', skipEmptyLines: true }).data.flat();
}

/** No cell a spreadsheet reads may start a formula; every hostile value is there behind its '. */
function expectNeutralized(csv: string, values: readonly string[]): void {
  const cells = cellsOf(csv);
  expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
  for (const value of values) expect(cells).toContain(`'${value}`);
}

describe('the formula rule', () => {
  it('looks at the first character only, whatever follows', () => {
    for (const value of HOSTILE) expect(neutralizeFormula(value)).toBe(`'${value}`);
    expect(neutralizeFormula('safe = 1\n=2')).toBe('safe = 1\n=2');
    expect(neutralizeFormula(-5)).toBe(-5);
    expect(neutralizeFormula(true)).toBe(true);
  });

  it('toCsv quotes escaped cells and keeps numbers', () => {
    expect(toCsv(['A', 'B'], [['=1\n2', -5]])).toBe('\uFEFFA,B\r\n"\'=1\n2",-5\r\n');
    expectNeutralized(toCsv(['Cell'], HOSTILE.map((value) => [value])), HOSTILE);
  });
});

describe('every export', () => {
  it('the guest list (and its template)', () => {
    const registrations: Registration[] = HOSTILE.map((value, index) => ({
      registrationID: `r${index}`,
      bookingID: 'b1',
      loginCode: 'code',
      brand: false,
      allowEarlyAccess: false,
      emails: [],
      registrationData: {
        firstName: value,
        lastName: value,
        company: value,
        emailAddress: value,
        phone: value,
        address: { addressLine1: value, addressLine2: value, city: value, state: value, zipCode: value, country: value, stateProvinceRegion: value, zipPostalCode: value },
      },
    }));
    expectNeutralized(guestListCsv(registrations, 'US'), HOSTILE);
    expectNeutralized(guestListCsv(registrations, 'international'), HOSTILE);
    expectNeutralized(guestListTemplateCsv('US'), []);
  });

  it('attendance (public intake data)', () => {
    const records: AttendanceRecord[] = HOSTILE.map((value, index) => ({
      attendeesID: `a${index}`,
      registrationID: value,
      socketID: value,
      loginCode: value,
      startTime: '2026-11-21T21:00:00Z',
      endTime: '2026-11-21T23:15:00Z',
      totalSeconds: 8100,
      role: 1,
      brand: false,
      intakeData: {
        firstName: value,
        lastName: value,
        company: value,
        emailAddress: value,
        phone: value,
        address: { addressLine1: value, addressLine2: value, city: value, state: value, zipCode: value, country: value },
      },
    }));
    for (const addressType of ['US', 'international'] as const) {
      expectNeutralized(attendanceCsv(records, { addressType, timezone: 'America/Chicago', now: '2026-11-22T00:00:00Z' }), HOSTILE);
    }
  });

  it('questions', () => {
    const questions: QAQuestion[] = HOSTILE.map((value, index) => ({
      questionText: value,
      askerName: value,
      votes: index,
      answerText: value,
      answererName: value,
      status: 'open',
      lastUpdateTime: Date.UTC(2026, 10, 21, 21, index),
    }));
    expectNeutralized(questionsCsv(questions, 'America/Chicago'), HOSTILE);
  });
});
