import { HttpError, isOffered, isStaleWrite, type RegistrationRow } from '@greenroom/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGuestsAdapter } from './guestsAdapter';
import { createPartnerAuth } from './partnerAuth';
import { createPartnerClient } from './partnerClient';
import type { PartnerAttendee } from './shapes';

const grace: PartnerAttendee = {
  id: 'att-1',
  eventId: 'evt-1',
  givenName: 'Grace',
  familyName: 'Hopper',
  mail: 'grace@example.com',
  org: 'Navy Labs',
  phone: '',
  postal: { street: '1 Quay', street2: '', city: 'Kiel', region: 'SH', zip: '24103' },
  vip: true,
  earlyEntry: false,
  ticket: 'tkt-1',
  revision: 3,
};

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function adapterWith(...answers: Response[]) {
  const fetchMock = vi.fn(async () => answers.shift() ?? answer(500, { error: 'unexpected call' }));
  vi.stubGlobal('fetch', fetchMock);
  const api = createGuestsAdapter(createPartnerClient({ baseUrl: '/partner/v1', fetch: createPartnerAuth({ getKey: () => 'k-1' }).fetch }));
  const calls = () => fetchMock.mock.calls.map((args) => {
    const [url, init] = args as unknown as [string, RequestInit];
    return { url, method: init.method, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) };
  });
  return { api, fetchMock, calls };
}

const row = (first: string, email: string, extra: Partial<RegistrationRow> = {}): RegistrationRow => ({
  first,
  last: '',
  email,
  company: '',
  phone: '',
  address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
  brand: false,
  allowEarlyAccess: false,
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('the partner guests adapter', () => {
  it("lists the event's attendees with the API key, answered as Registrations", async () => {
    const { api, fetchMock } = adapterWith(answer(200, { items: [grace] }));
    const [registration] = await api.registrations.listAttendees({ bookingID: 'evt-1' });
    expect(fetchMock).toHaveBeenCalledWith('/partner/v1/events/evt-1/attendees', expect.objectContaining({ method: 'GET' }));
    const [, sent] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(sent.headers).get('authorization')).toBe('ApiKey k-1');
    expect(registration).toEqual({
      registrationID: 'att-1',
      bookingID: 'evt-1',
      loginCode: 'tkt-1',
      brand: true,
      allowEarlyAccess: false,
      emails: [],
      registrationData: {
        firstName: 'Grace',
        lastName: 'Hopper',
        company: 'Navy Labs',
        emailAddress: 'grace@example.com',
        phone: '',
        address: { addressLine1: '1 Quay', addressLine2: '', city: 'Kiel', state: 'SH', zipCode: '24103' },
      },
      version: 3,
    });
  });

  it('saves an edit with the version the dialog read as the revision, and answers the new one', async () => {
    const { api, calls } = adapterWith(answer(200, { ...grace, org: 'Difference Engines', revision: 4 }));
    const saved = await api.registrations.update({
      bookingID: 'evt-1',
      registrationID: 'att-1',
      ...row('Grace', 'grace@example.com', { last: 'Hopper', company: 'Difference Engines', brand: true }),
      version: 3,
    });
    expect(calls()).toEqual([
      {
        url: '/partner/v1/events/evt-1/attendees/att-1',
        method: 'PUT',
        body: { givenName: 'Grace', familyName: 'Hopper', mail: 'grace@example.com', org: 'Difference Engines', phone: '', postal: null, vip: true, earlyEntry: false, revision: 3 },
      },
    ]);
    expect(saved).toMatchObject({ registrationData: { company: 'Difference Engines' }, version: 4 });
  });

  it("answers the partner's 409 for a stale revision as the 412 the dialog tells the producer about", async () => {
    const { api } = adapterWith(answer(409, { error: 'changed elsewhere', current: { ...grace, revision: 4 } }));
    const failure = await api.registrations
      .update({ bookingID: 'evt-1', registrationID: 'att-1', ...row('Grace', 'grace@example.com'), version: 3 })
      .catch((error: unknown) => error);
    expect(isStaleWrite(failure)).toBe(true);
  });

  it("adds an attendee as the partner's body (no postal when the address is empty)", async () => {
    const { api, calls } = adapterWith(answer(201, { ...grace, id: 'att-9', givenName: 'Ada', vip: false, postal: null }));
    const saved = await api.registrations.create({ bookingID: 'evt-1', ...row(' Ada ', 'ada@example.com', { last: 'Lovelace', allowEarlyAccess: true }) });
    expect(calls()).toEqual([
      {
        url: '/partner/v1/events/evt-1/attendees',
        method: 'POST',
        body: { givenName: 'Ada', familyName: 'Lovelace', mail: 'ada@example.com', org: '', phone: '', postal: null, vip: false, earlyEntry: true },
      },
    ]);
    expect(saved).toMatchObject({ registrationID: 'att-9', registrationData: { firstName: 'Ada' } });
  });

  it("turns the partner's 422 field errors into the form's field errors", async () => {
    const { api } = adapterWith(answer(422, { error: 'invalid attendee', errors: { givenName: 'is required', mail: 'is not a mail address' } }));
    const failure = await api.registrations.create({ bookingID: 'evt-1', ...row('', 'x') }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 422, fieldErrors: { first: 'Is required', email: 'Is not a mail address' } });
  });

  it('deletes on the event path of an attendee it listed; an unknown one is a 404 without a request', async () => {
    const { api, calls } = adapterWith(answer(200, { items: [grace] }), answer(204));
    await api.registrations.listAttendees({ bookingID: 'evt-1' });
    await api.registrations.delete({ registrationID: 'att-1' });
    expect(calls().slice(1)).toEqual([{ url: '/partner/v1/events/evt-1/attendees/att-1', method: 'DELETE', body: undefined }]);
    await expect(api.registrations.delete({ registrationID: 'att-1' })).rejects.toMatchObject({ status: 404 });
    expect(calls()).toHaveLength(2);
  });

  it("rejects with the partner's own reason when it refuses a call", async () => {
    const { api } = adapterWith(answer(200, { items: [grace] }), answer(403, { error: 'VIP guests are removed by the box office' }));
    await api.registrations.listAttendees({ bookingID: 'evt-1' });
    const failure = await api.registrations.delete({ registrationID: 'att-1' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      status: 403,
      message: 'Partner API answered 403 to DELETE /events/evt-1/attendees/att-1: VIP guests are removed by the box office',
    });
  });

  it('offers list, create, update and delete; the rest is marked not offered and refused with a 501 naming it, without a request', async () => {
    const { api, fetchMock } = adapterWith();
    const offered = Object.fromEntries(Object.entries(api.registrations).map(([name, call]) => [name, isOffered(call)]));
    expect(offered).toEqual({ listAttendees: true, create: true, update: true, delete: true, regenerateLogin: false, bulkCreate: false });
    expect([api.emailTemplates.send, api.emailTemplates.deliveries, api.emailTemplates.create].map(isOffered)).toEqual([false, false, false]);
    await expect(api.registrations.regenerateLogin({ registrationID: 'att-1' })).rejects.toMatchObject({
      status: 501,
      message: 'registrations.regenerateLogin is not offered by this backend',
    });
    await expect(api.registrations.bulkCreate({ bookingID: 'evt-1', rows: [row('Ada', 'ada@example.com')] })).rejects.toMatchObject({ status: 501 });
    await expect(api.emailTemplates.send({ bookingID: 'evt-1', spaceID: 'ven-1', emailTemplateID: 't-1', toSend: ['att-1'] })).rejects.toMatchObject({
      status: 501,
      message: 'emailTemplates.send is not offered by this backend',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
