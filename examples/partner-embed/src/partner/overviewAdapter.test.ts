import { isHttpStatus, isOffered } from '@greenroom/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOverviewAdapter, toBooking } from './overviewAdapter';
import { createPartnerAuth } from './partnerAuth';
import { createPartnerClient } from './partnerClient';
import type { PartnerEvent } from './shapes';

const event: PartnerEvent = {
  id: 'evt-1',
  venueId: 'ven-1',
  title: 'Launch',
  tz: 'Europe/Berlin',
  startsAt: '2026-12-03T17:00:00.000Z',
  endsAt: '2026-12-03T19:00:00.000Z',
  doors: { enabled: true, open: '2026-12-03T16:30:00.000Z', close: '2026-12-03T19:30:00.000Z' },
  seats: 120,
  qa: false,
  calendarId: '',
  codes: { public: 'pub', signup: 'sign', mobile: 'mob' },
  attendedSeconds: 60,
  revision: 4,
};

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function adapterWith(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  return createOverviewAdapter(createPartnerClient({ baseUrl: '/partner/v1', fetch: createPartnerAuth({ getKey: () => 'k-1' }).fetch }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the partner overview adapter', () => {
  it('reads an event with the API key and answers it as a Booking carrying the revision as version', async () => {
    const fetchMock = vi.fn(async () => answer(200, event));
    const booking = await adapterWith(fetchMock).bookings.get({ bookingID: 'evt-1' });
    expect(fetchMock).toHaveBeenCalledWith('/partner/v1/events/evt-1', expect.objectContaining({ method: 'GET' }));
    const [, sent] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(sent.headers).get('authorization')).toBe('ApiKey k-1');
    expect(booking).toMatchObject({ bookingID: 'evt-1', spaceID: 'ven-1', name: 'Launch', capacity: 120, version: 4, start: { timezone: 'Europe/Berlin' } });
    // The partner's event form (Greenroom's default intake fields), and no templates: it offers no mail.
    expect(booking.intakeFields[0]).toEqual({ name: 'First Name', visible: true, mandatory: true });
    expect(booking.emailTemplates).toEqual({});
  });

  it('saves a whole booking as a PATCH of the partner fields with the revision read', async () => {
    const fetchMock = vi.fn(async () => answer(200, { ...event, seats: 80, revision: 5 }));
    const saved = await adapterWith(fetchMock).bookings.update({ booking: { ...toBooking(event), capacity: 80 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/partner/v1/events/evt-1');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({
      revision: 4,
      title: 'Launch',
      tz: 'Europe/Berlin',
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      doors: event.doors,
      seats: 80,
      qa: false,
      calendarId: '',
    });
    expect(saved).toMatchObject({ capacity: 80, version: 5 });
  });

  it('turns the partner\'s 409 "changed elsewhere" into the 412 the panel knows', async () => {
    const failure = await adapterWith(vi.fn(async () => answer(409, { error: 'changed elsewhere' })))
      .bookings.update({ booking: toBooking(event) })
      .catch((error: unknown) => error);
    expect(isHttpStatus(failure, 412)).toBe(true);
  });

  it('marks the calls the partner does not offer, and refuses them with a 501 naming them, without a request', async () => {
    const fetchMock = vi.fn();
    const api = adapterWith(fetchMock);
    expect([api.bookings.get, api.bookings.delete, api.spaces.list, api.calendars.create].map(isOffered)).toEqual([true, false, false, false]);
    await expect(api.bookings.delete({ spaceID: 'ven-1', bookingID: 'evt-1' })).rejects.toMatchObject({
      status: 501,
      message: 'bookings.delete is not offered by this backend',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
