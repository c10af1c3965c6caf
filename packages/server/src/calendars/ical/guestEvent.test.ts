import { describe, expect, it } from 'vitest';
import { buildGuestEventIcs } from './guestEvent';

const event = {
  uid: 'b1.r1@greenroom',
  summary: 'Launch',
  url: 'https://x.test/guest/intake/k3y',
  nowMs: Date.UTC(2026, 10, 1),
  start: { epochMs: Date.UTC(2026, 10, 21, 21), timezone: 'America/Chicago' },
  end: { epochMs: Date.UTC(2026, 10, 21, 22), timezone: 'America/Chicago' },
};

describe('buildGuestEventIcs', () => {
  it('writes a download as METHOD:PUBLISH without the invitation fields', () => {
    const text = buildGuestEventIcs(event);
    expect(text).toContain('METHOD:PUBLISH\r\n');
    expect(text).not.toMatch(/SEQUENCE|ORGANIZER|ATTENDEE/);
  });

  it('writes an invitation as METHOD:REQUEST with its sequence, organizer and attendee', () => {
    const text = buildGuestEventIcs({
      ...event,
      method: 'REQUEST',
      sequence: 3,
      organizer: { name: 'Launch Team', address: 'mailer@greenroom.test' },
      attendee: { name: 'Ada Lovelace', address: 'ada@example.com' },
    });
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('DTSTART;TZID=America/Chicago:20261121T150000');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain('ORGANIZER;CN=Launch Team:mailto:mailer@greenroom.test');
    expect(lines).toContain('ATTENDEE;CN=Ada Lovelace;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:ada@example.com');
    expect(lines).toContain('URL:https://x.test/guest/intake/k3y');
  });
});
