import { describe, expect, it } from 'vitest';
import type { AttendanceRecord, Registration } from '../entities';
import { compareWithGuestList, inEventCount, mergeAttendance, peakInRoom, roomSeries } from './attendance';
import { matchesNameSearch } from './nameSearch';

const T0 = Date.parse('2026-11-21T15:00:00Z');
const MIN = 60_000;
const at = (minutes: number) => new Date(T0 + minutes * MIN).toISOString();

function record(id: string, registrationID: string, start: number, end: number | null, extra: Partial<AttendanceRecord> = {}): AttendanceRecord {
  return {
    attendeesID: id,
    registrationID,
    socketID: `socket-${id}`,
    loginCode: `code-${registrationID}`,
    startTime: at(start),
    endTime: end === null ? '' : at(end),
    totalSeconds: end === null ? 0 : (end - start) * 60,
    role: 1,
    brand: false,
    intakeData: { firstName: registrationID === 'r1' ? 'Ada' : 'Bob', lastName: registrationID === 'r1' ? 'Lovelace' : 'Marley' },
    ...extra,
  };
}

const now = new Date(T0 + 120 * MIN);

describe('matchesNameSearch', () => {
  it("matches a case-insensitive substring of 'first last'", () => {
    expect(matchesNameSearch('A LOVE', { firstName: 'Ada', lastName: 'Lovelace' })).toBe(true);
    expect(matchesNameSearch('ada lovelace', { firstName: 'Ada', lastName: 'Lovelace' })).toBe(true);
    expect(matchesNameSearch('lovelace ada', { firstName: 'Ada', lastName: 'Lovelace' })).toBe(false);
    expect(matchesNameSearch('  ', { firstName: 'Ada', lastName: 'Lovelace' })).toBe(true);
  });
});

describe('inEventCount', () => {
  it('counts the records with an empty end time', () => {
    expect(inEventCount([record('a', 'r1', 0, null), record('b', 'r2', 0, 30), record('c', 'r2', 40, null)])).toBe(2);
  });
});

describe('mergeAttendance', () => {
  it('merges rejoins into one row: first join, last leave, joins and summed time', () => {
    const rows = mergeAttendance([record('a', 'r1', 0, 10), record('b', 'r1', 20, 50), record('c', 'r1', 60, 75)], now);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ joins: 3, firstJoin: T0, lastLeave: T0 + 75 * MIN, inRoom: false, totalSeconds: 55 * 60 });
    expect(rows[0].records.map((r) => r.attendeesID)).toEqual(['a', 'b', 'c']);
  });

  it('counts overlapping second devices once and an open stay up to now', () => {
    const [row] = mergeAttendance([record('a', 'r1', 0, 60), record('b', 'r1', 30, null)], now);
    expect(row).toMatchObject({ joins: 2, inRoom: true, lastLeave: null, totalSeconds: 120 * 60 });
  });

  it('keeps different people apart, ordered by first join, and marks role 2 as presenter', () => {
    const rows = mergeAttendance([record('b', 'r2', 5, 10, { role: 2 }), record('a', 'r1', 0, 10)], now);
    expect(rows.map((row) => [row.registrationID, row.presenter])).toEqual([
      ['r1', false],
      ['r2', true],
    ]);
  });

  it('treats anonymous public-link records as separate people unless they share an e-mail', () => {
    const anon = (id: string, email?: string) => record(id, '', 0, 10, { intakeData: { firstName: 'X', lastName: 'Y', emailAddress: email } });
    expect(mergeAttendance([anon('a'), anon('b')], now)).toHaveLength(2);
    expect(mergeAttendance([anon('a', 'x@example.com'), anon('b', 'X@example.com ')], now)).toHaveLength(1);
  });
});

describe('roomSeries and peakInRoom', () => {
  it('measures people in the room over time, a second device not counting twice', () => {
    const records = [record('a', 'r1', 0, 60), record('b', 'r1', 10, 20), record('c', 'r2', 30, null)];
    expect(roomSeries(records, now)).toEqual([
      { at: T0, count: 1 },
      { at: T0 + 30 * MIN, count: 2 },
      { at: T0 + 60 * MIN, count: 1 },
      { at: T0 + 120 * MIN, count: 1 },
    ]);
    expect(peakInRoom(records, now)).toEqual({ at: T0 + 30 * MIN, count: 2 });
  });

  it('does not make a peak of a leave and a join at the same instant', () => {
    const records = [record('a', 'r1', 0, 30), record('b', 'r2', 30, 60)];
    expect(peakInRoom(records, now)).toEqual({ at: T0, count: 1 });
  });

  it('has no peak without records', () => {
    expect(roomSeries([], now)).toEqual([]);
    expect(peakInRoom([], now)).toBeNull();
  });
});

describe('compareWithGuestList', () => {
  const registration = (registrationID: string): Registration => ({
    registrationID,
    bookingID: 'b1',
    loginCode: `code-${registrationID}`,
    brand: false,
    allowEarlyAccess: false,
    emails: [],
    registrationData: { firstName: registrationID, lastName: 'L', company: '', emailAddress: '', phone: '', address: {} } as Registration['registrationData'],
  });

  it('splits registered-and-came, registered-and-absent and came-unlisted (presenters excluded)', () => {
    const attendees = mergeAttendance(
      [record('a', 'r1', 0, 10), record('b', 'x9', 0, 10), record('c', 'p1', 0, null, { role: 2 })],
      now,
    );
    const result = compareWithGuestList([registration('r1'), registration('r2')], attendees);
    expect(result.registeredCame.map((row) => row.registrationID)).toEqual(['r1']);
    expect(result.registeredAbsent.map((row) => row.registrationID)).toEqual(['r2']);
    expect(result.unlisted.map((row) => row.registrationID)).toEqual(['x9']);
  });
});
