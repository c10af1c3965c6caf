import { HttpError, type RegistrationRow } from '@greenroom/core';
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
    });
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

  it('deletes and regenerates on the event path of an attendee it listed; an unknown one is a 404', async () => {
    const { api, calls } = adapterWith(answer(200, { items: [grace] }), answer(200, { ticket: 'tkt-new' }), answer(204));
    await api.registrations.listAttendees({ bookingID: 'evt-1' });
    expect(await api.registrations.regenerateLogin({ registrationID: 'att-1' })).toBe('tkt-new');
    await api.registrations.delete({ registrationID: 'att-1' });
    expect(calls().slice(1)).toEqual([
      { url: '/partner/v1/events/evt-1/attendees/att-1/ticket', method: 'POST', body: undefined },
      { url: '/partner/v1/events/evt-1/attendees/att-1', method: 'DELETE', body: undefined },
    ]);
    await expect(api.registrations.delete({ registrationID: 'att-1' })).rejects.toMatchObject({ status: 404 });
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

  it("previews an import with Greenroom's rule against the stored attendees and stores nothing", async () => {
    const { api, calls } = adapterWith(answer(200, { items: [grace] }));
    const preview = await api.registrations.bulkCreate({
      bookingID: 'evt-1',
      dryRun: true,
      updateByEmail: true,
      rows: [
        row('Ada', 'ada@example.com'),
        row('Grace', 'GRACE@example.com', { last: 'Hopper', company: 'Navy Labs', brand: true, address: { addressLine1: '1 Quay', addressLine2: '', city: 'Kiel', state: 'SH', zipCode: '24103' } }),
        row('Ada', 'ada@example.com'),
      ],
    });
    expect(preview).toEqual({ ok: true, created: 1, updated: 0, unchanged: 1, duplicates: 1, statuses: ['new', 'unchanged', 'duplicate'], dryRun: true });
    expect(calls().map((call) => call.method)).toEqual(['GET']);
  });

  it("commits an import as one partner batch of adds and updates by email", async () => {
    const { api, calls } = adapterWith(answer(200, { items: [grace] }), answer(200, { added: 1, updated: 1 }));
    const result = await api.registrations.bulkCreate({
      bookingID: 'evt-1',
      updateByEmail: true,
      rows: [row('Ada', 'ada@example.com'), row('Grace', 'grace@example.com', { last: 'Hopper', company: 'Navy', brand: true })],
    });
    expect(result).toMatchObject({ ok: true, created: 1, updated: 1 });
    const batch = calls()[1];
    expect(batch.url).toBe('/partner/v1/events/evt-1/attendees/batch');
    expect(batch.body.add).toEqual([expect.objectContaining({ givenName: 'Ada', mail: 'ada@example.com' })]);
    expect(batch.body.update).toEqual([expect.objectContaining({ id: 'att-1', org: 'Navy', postal: null, vip: true })]);
  });

  it('refuses a file with a bad row, naming it, and sends no batch', async () => {
    const { api, calls } = adapterWith(answer(200, { items: [] }));
    const result = await api.registrations.bulkCreate({ bookingID: 'evt-1', updateByEmail: true, rows: [row('Ada', 'ada@example.com'), row('', 'not-mail')] });
    expect(result).toMatchObject({ ok: false, message: '1 of 2 rows are invalid; nothing was imported.', errors: [{ row: 1 }] });
    expect(calls()).toHaveLength(1);
  });

  it("reads and sends invites on the partner's mailer as the Attendee Invite Link template", async () => {
    const { api, calls } = adapterWith(
      answer(200, { items: [{ id: 'inv-1', eventId: 'evt-1', attendeeId: 'att-1', status: 'bounced', note: 'Mailbox full', at: '2026-11-20T09:00:00.000Z' }] }),
      answer(200, { queued: ['att-1'], refused: [{ attendeeId: 'att-2', why: 'no mail address' }] }),
    );
    expect(await api.emailTemplates.deliveries({ bookingID: 'evt-1' })).toEqual([
      { deliveryID: 'inv-1', sendID: 'inv-1', registrationID: 'att-1', emailTemplateID: 'partner-invite', state: 'failed', attempts: 1, reason: 'Mailbox full', updatedAt: Date.parse('2026-11-20T09:00:00.000Z') },
    ]);
    const sent = await api.emailTemplates.send({ bookingID: 'evt-1', spaceID: 'ven-1', emailTemplateID: 'partner-invite', toSend: ['att-1', 'att-2'] });
    expect(sent).toMatchObject({ queued: ['att-1'], failed: [{ registrationID: 'att-2', message: 'no mail address' }] });
    expect(calls()[1]).toEqual({ url: '/partner/v1/events/evt-1/invitations', method: 'POST', body: { attendeeIds: ['att-1', 'att-2'] } });
  });

  it('refuses template editing with a 501 naming the call', async () => {
    const { api, fetchMock } = adapterWith();
    await expect(api.emailTemplates.create({ bookingID: 'evt-1', emailTemplateName: 'Reminder' })).rejects.toMatchObject({
      status: 501,
      message: "emailTemplates.create is not offered by this partner's backend",
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
