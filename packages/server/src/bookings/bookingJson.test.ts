import { newBooking } from '@greenroom/core/rules';
import type { BookingsTable } from './tables';
import { bookingColumns, bookingFromRow } from './store/bookingRows';
import { bookingRowJson } from './bookingJson';
import { loadServerOptions } from './serverOptions';

function row(change: Partial<BookingsTable> = {}): BookingsTable {
  const booking = newBooking(
    {
      spaceID: 's1',
      name: 'Launch "quoted" \\ \u2028 😀',
      start: { time: '2026-11-21T15:00:00Z', timezone: 'America/Chicago', timeValue: 0 },
      end: { time: '2026-11-21T16:00:00Z', timezone: 'America/Chicago', timeValue: 0 },
      capacity: 20,
      gracePeriodMinutes: 5,
      accessTime: '2026-11-21T15:00:00Z',
      doorsOpen: '2026-11-21T14:30:00Z',
      doorsClosed: '2026-11-21T16:30:00Z',
    },
    {
      bookingID: 'b1',
      codes: { publicAppLoginCode: 'p', signUpLoginCode: 's', mobileHybridLoginCode: 'm' },
      space: { videoServer: 'v', videoServerAppID: 'a', gameServer: 'g', gamePort: 443 },
      serverOptions: loadServerOptions({}),
    },
  );
  booking.emailTemplates = { t1: { id: 't1', name: 'Attendee Invite Link', system: true, HTML: true } };
  return { ...bookingColumns(booking), created_at: 1, updated_at: 2, ...change };
}

describe('bookingRowJson', () => {
  it('is the JSON of the Booking entity', () => {
    const stored = row();
    expect(bookingRowJson(stored, 7)).toBe(JSON.stringify(bookingFromRow(stored, 7)));
  });

  it('writes empty calendar and mobile-hybrid codes and set flags like the entity', () => {
    const stored = row({ calendar_id: null, mobile_hybrid_login_code: null, enable_qa: 1, enable_doors: 1, private_cloud: 1 });
    const parsed = JSON.parse(bookingRowJson(stored, 0));
    expect(parsed).toEqual(bookingFromRow(stored, 0));
    expect(parsed).toMatchObject({ calendarID: '', mobileHybridLoginCode: '', enableQA: true, enableDoors: true, privateCloud: true });
  });
});
