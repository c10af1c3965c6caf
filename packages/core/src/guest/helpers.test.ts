import { calendarLinks } from './calendarLinks';
import { countdownMinutes, countdownTo } from './countdown';

describe('calendarLinks', () => {
  it('fills in Google Calendar and Outlook with the title, UTC times and the personal link', () => {
    const links = calendarLinks({ title: 'Launch & Q&A', start: '2026-11-21T21:00:00Z', end: '2026-11-21T22:00:00Z', url: 'https://portal.example.com/guest/intake/k3y' });
    expect(links.google).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Launch%20%26%20Q%26A&dates=20261121T210000Z%2F20261121T220000Z' +
        '&details=https%3A%2F%2Fportal.example.com%2Fguest%2Fintake%2Fk3y&location=https%3A%2F%2Fportal.example.com%2Fguest%2Fintake%2Fk3y',
    );
    expect(links.outlook).toBe(
      'https://outlook.live.com/calendar/0/deeplink/compose?path=%2Fcalendar%2Faction%2Fcompose&rru=addevent&subject=Launch%20%26%20Q%26A' +
        '&startdt=2026-11-21T21%3A00%3A00Z&enddt=2026-11-21T22%3A00%3A00Z' +
        '&body=https%3A%2F%2Fportal.example.com%2Fguest%2Fintake%2Fk3y&location=https%3A%2F%2Fportal.example.com%2Fguest%2Fintake%2Fk3y',
    );
  });
});

describe('countdownTo', () => {
  it('counts whole days, hours, minutes and seconds down to the instant, then stops', () => {
    const target = Date.parse('2026-11-21T21:00:00Z');
    expect(countdownTo(target, Date.parse('2026-11-20T19:58:59.500Z'))).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 0 });
    expect(countdownTo(target, target - 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownTo(target, target)).toBeNull();
  });

  it('rounds up to whole minutes for the live region', () => {
    expect(countdownMinutes({ days: 0, hours: 23, minutes: 59, seconds: 1 })).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(countdownMinutes({ days: 0, hours: 1, minutes: 4, seconds: 0 })).toEqual({ days: 0, hours: 1, minutes: 4 });
  });
});
