import { buildPlaceholderValues, exampleLinks } from '@greenroom/core';
import { describe, expect, it } from 'vitest';
import { personalLink } from './personalLink';

const booking = { name: 'Launch', start: { time: '2026-11-21T15:00:00Z', timezone: 'UTC', timeValue: 0 }, end: { time: '2026-11-21T16:00:00Z', timezone: 'UTC', timeValue: 0 }, signUpLoginCode: 's1' };
const mailLink = (kind: 'attendee' | 'presenter', loginCode: string) =>
  buildPlaceholderValues({ booking, registration: { kind, loginCode, firstName: 'Ada' }, links: exampleLinks, calendarLoginCode: null }).intakeLink;

describe('personalLink', () => {
  it("is the invitation mail's link: the intake host for an attendee", () => {
    expect(personalLink('attendee', 'c1', exampleLinks)).toBe(mailLink('attendee', 'c1'));
    expect(personalLink('attendee', 'c1', exampleLinks)).toBe(`${exampleLinks.intake}c1`);
  });

  it('the attendee-join host for a presenter', () => {
    expect(personalLink('presenter', 'p/1', exampleLinks)).toBe(mailLink('presenter', 'p/1'));
    expect(personalLink('presenter', 'p1', exampleLinks)).toBe(`${exampleLinks.attendeeJoin}p1`);
  });
});
