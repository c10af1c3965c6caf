import { describe, expect, it } from 'vitest';
import { DATE_MESSAGE } from './textInput';
import { bookingsOnDay, checkEndTimeUpdate, endBeforeStart, NEW_SPACE_DEFAULTS, openAttendance, worldRepairItem } from './admin';

const booking = (id: string, start: string, end: string, timezone: string) => ({ id, start: { time: start, timezone }, end: { time: end } });

describe('admin rules', () => {
  it('prefills a new space with port 443 and non-blank servers', () => {
    expect(NEW_SPACE_DEFAULTS.defaultGamePort).toBe(443);
    expect(NEW_SPACE_DEFAULTS.defaultVideoServer).not.toBe('');
    expect(NEW_SPACE_DEFAULTS.defaultVideoServerAppID).not.toBe('');
    expect(NEW_SPACE_DEFAULTS.defaultGameServer).not.toBe('');
  });

  it("counts a booking on a day when it overlaps 00:01–23:59 in its own zone, newest first", () => {
    const list = [
      booking('morning', '2026-11-21T15:00:00Z', '2026-11-21T16:00:00Z', 'America/Chicago'),
      // 00:00–00:01 Chicago on the 21st: before the window.
      booking('midnight', '2026-11-21T06:00:00Z', '2026-11-21T06:00:30Z', 'America/Chicago'),
      // 23:30 Chicago on the 20th until 00:30 on the 21st: overlaps 00:01.
      booking('overnight', '2026-11-21T05:30:00Z', '2026-11-21T06:30:00Z', 'America/Chicago'),
      // 21:00 UTC on the 21st is the 22nd in Tokyo.
      booking('tokyo', '2026-11-21T21:00:00Z', '2026-11-21T22:00:00Z', 'Asia/Tokyo'),
      booking('evening', '2026-11-22T01:00:00Z', '2026-11-22T02:00:00Z', 'America/Chicago'),
    ];
    expect(bookingsOnDay(list, '2026-11-21').map((b) => b.id)).toEqual(['evening', 'morning', 'overnight']);
  });

  it('keeps only attendance records without an exit time', () => {
    const records = [{ id: 'a', endTime: '' }, { id: 'b', endTime: '2026-11-21T16:00:00Z' }, { id: 'c', endTime: '' }];
    expect(openAttendance(records).map((r) => r.id)).toEqual(['a', 'c']);
  });

  it('sets the end to 23:59:59 America/Chicago on the chosen day, and requires a date and a space', () => {
    expect(checkEndTimeUpdate({ spaceIDArr: ['s1'], endTime: '2026-11-21' })).toEqual({ ok: true, endDate: '2026-11-22T05:59:59Z' });
    expect(checkEndTimeUpdate({ spaceIDArr: ['s1'], endTime: '2026-07-01T03:00:00Z' })).toEqual({ ok: true, endDate: '2026-07-01T04:59:59Z' });
    expect(checkEndTimeUpdate({ spaceIDArr: ['s1'], endTime: '' })).toEqual({ ok: false, fieldErrors: { endTime: 'Please select an end date' } });
    expect(checkEndTimeUpdate({ spaceIDArr: [], endTime: '2026-11-21' })).toEqual({ ok: false, fieldErrors: { spaceIDArr: 'Required' } });
    for (const bad of ['9999-12-31', '0000-01-01', '0000-01-01T00:00:00Z', '2026-02-30', 'tomorrow']) {
      expect(checkEndTimeUpdate({ spaceIDArr: ['s1'], endTime: bad }), bad).toEqual({ ok: false, fieldErrors: { endTime: DATE_MESSAGE } });
    }
  });

  it('refuses an end on or before the start of a space', () => {
    expect(endBeforeStart({ date: '2026-12-01T06:01:00Z', timezone: 'UTC' }, '2026-11-22T05:59:59Z', 'Hall')).toBe('The end time is before the start of Hall');
    expect(endBeforeStart({ date: '2026-11-01T06:01:00Z', timezone: 'UTC' }, '2026-11-22T05:59:59Z', 'Hall')).toBeNull();
  });

  it("repairs with a copy of the world's item and its value; nothing without the item or its value", () => {
    const item = { property: 'floorColor', label: 'Floor Color', type: 'SingleColor' as const, value: '#2E7D32' };
    const repaired = worldRepairItem(item);
    expect(repaired).toEqual(item);
    expect(repaired).not.toBe(item);
    expect(worldRepairItem(undefined)).toBeNull();
    expect(worldRepairItem({ ...item, value: undefined as unknown as string })).toBeNull();
  });
});
