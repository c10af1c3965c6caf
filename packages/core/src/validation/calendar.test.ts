import { describe, expect, it } from 'vitest';
import { CALENDAR_NAME_MAX_LENGTH, validateCalendarName } from './calendar';

describe('validateCalendarName', () => {
  it('matches the server limit of 100 characters', () => {
    expect(CALENDAR_NAME_MAX_LENGTH).toBe(100);
  });

  it("refuses a blank name with 'Required'", () => {
    expect(validateCalendarName('   ')).toBe('Required');
    expect(validateCalendarName(undefined)).toBe('Required');
  });

  it('accepts 100 characters after trimming and refuses 101', () => {
    expect(validateCalendarName(`  ${'a'.repeat(100)}  `)).toBeNull();
    expect(validateCalendarName('a'.repeat(101))).toBe('Must be at most 100 characters');
  });
});
