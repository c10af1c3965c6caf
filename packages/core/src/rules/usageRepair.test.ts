import { describe, expect, it } from 'vitest';
import { DATE_TIME_MESSAGE } from './textInput';
import { ATTENDANCE_ALREADY_CLOSED, checkUsageRepair, END_BEFORE_ENTRY } from './usageRepair';

const open = (attendeesID: string, startTime = '2026-06-01T15:00:00Z') => ({ attendeesID, startTime, endTime: null });

describe('checkUsageRepair', () => {
  it('answers the end in epoch ms when every chosen record is open and entered before it', () => {
    const records = [open('a1'), { attendeesID: 'a2', startTime: '2026-06-01T15:30:00Z', endTime: '' }];
    expect(checkUsageRepair({ attendees: ['a1', 'a2'], endTime: '2026-06-01T16:00:00.000Z' }, records)).toEqual({
      ok: true,
      endMs: Date.parse('2026-06-01T16:00:00.000Z'),
    });
  });

  it('refuses an end that is not an ISO date-time, and no chosen record', () => {
    expect(checkUsageRepair({ attendees: ['a1'], endTime: 'June 1' }, [open('a1')])).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { endTime: DATE_TIME_MESSAGE },
    });
    expect(checkUsageRepair({ attendees: [], endTime: '2026-06-01T16:00:00Z' }, [])).toMatchObject({ status: 400, fieldErrors: { attendees: 'Required' } });
  });

  it('answers 404 when a chosen record is not among the booking’s records', () => {
    expect(checkUsageRepair({ attendees: ['a1', 'elsewhere'], endTime: '2026-06-01T16:00:00Z' }, [open('a1')])).toEqual({
      ok: false,
      status: 404,
      what: 'Attendance record',
    });
  });

  it('answers 409 for a record already closed', () => {
    const closed = { attendeesID: 'a1', startTime: '2026-06-01T15:00:00Z', endTime: '2026-06-01T15:10:00Z' };
    expect(checkUsageRepair({ attendees: ['a1'], endTime: '2026-06-01T16:00:00Z' }, [closed])).toEqual({
      ok: false,
      status: 409,
      message: ATTENDANCE_ALREADY_CLOSED,
      code: 'AlreadyClosed',
    });
  });

  it('refuses an end before any chosen person entered', () => {
    const records = [open('a1'), open('late', '2026-06-01T16:30:00Z')];
    expect(checkUsageRepair({ attendees: ['a1', 'late'], endTime: '2026-06-01T16:00:00Z' }, records)).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { endTime: END_BEFORE_ENTRY },
    });
  });
});
