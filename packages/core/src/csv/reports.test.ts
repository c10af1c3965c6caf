import type { AttendanceRecord, QAQuestion } from '../entities';
import { attendanceCsv, attendanceCsvHeaders, questionsCsv } from './reports';

const record = (overrides: Partial<AttendanceRecord>): AttendanceRecord => ({
  attendeesID: 'a1',
  registrationID: 'r1',
  socketID: 's1',
  loginCode: 'code1',
  startTime: '2026-11-21T21:00:00Z',
  endTime: '2026-11-21T23:15:00Z',
  totalSeconds: 8100,
  role: 1,
  brand: false,
  intakeData: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Analytical',
    emailAddress: 'ada@example.com',
    phone: '(555) 123-4567',
    address: { addressLine1: '1 Main St', addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
  },
  ...overrides,
});

describe('attendanceCsv', () => {
  it('has the spec columns per address type', () => {
    expect(attendanceCsvHeaders('US')).toEqual([
      'firstName', 'lastName', 'company', 'emailAddress', 'phoneNumber', 'addressLine1', 'addressLine2', 'city',
      'state', 'zipCode',
      'brand', 'startTime', 'endTime', 'timeInRoom', 'loginCode', 'registrationID', 'socketID', 'attendeesID',
    ]);
    expect(attendanceCsvHeaders('international').slice(8, 11)).toEqual(['stateProvinceRegion', 'zipPostalCode', 'country']);
  });

  it('writes times in the booking zone and time in room, with now for people still in', () => {
    const csv = attendanceCsv([record({}), record({ endTime: '', brand: true, attendeesID: 'a2' })], {
      addressType: 'US',
      timezone: 'America/Chicago',
      now: '2026-11-21T21:30:00Z',
    });
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[1]).toBe(
      'Ada,Lovelace,Analytical,ada@example.com,(555) 123-4567,1 Main St,,Austin,TX,78701,false,11/21/2026 3:00 PM CST,11/21/2026 5:15 PM CST,2h:15m,code1,r1,s1,a1',
    );
    expect(lines[2]).toBe(
      'Ada,Lovelace,Analytical,ada@example.com,(555) 123-4567,1 Main St,,Austin,TX,78701,true,11/21/2026 3:00 PM CST,,0h:30m,code1,r1,s1,a2',
    );
  });

  it('fills missing intake parts with empty cells', () => {
    const csv = attendanceCsv([record({ intakeData: { firstName: 'Bo', lastName: 'B' } })], {
      addressType: 'international',
      timezone: 'UTC',
      now: '2026-11-21T21:30:00Z',
    });
    expect(csv.split('\r\n')[1]).toBe('Bo,B,,,,,,,,,,false,11/21/2026 9:00 PM UTC,11/21/2026 11:15 PM UTC,2h:15m,code1,r1,s1,a1');
  });
});

describe('questionsCsv', () => {
  it('writes the Q&A columns oldest first, timestamps in the booking zone', () => {
    const question = (text: string, at: number): QAQuestion => ({
      questionText: text,
      askerName: 'Ada',
      votes: 2,
      answerText: '',
      answererName: '',
      status: 'open',
      lastUpdateTime: at,
    });
    const csv = questionsCsv(
      { q2: question('Later?', Date.UTC(2026, 10, 21, 22)), q1: question('When, exactly?', Date.UTC(2026, 10, 21, 21)) },
      'America/Chicago',
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFQuestion Text,Asker Name,Votes,Answer Text,Answerer Name,Status,Timestamp',
      '"When, exactly?",Ada,2,,,open,11/21/2026 3:00 PM CST',
      'Later?,Ada,2,,,open,11/21/2026 4:00 PM CST',
      '',
    ]);
  });
});
