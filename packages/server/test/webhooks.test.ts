// Issue 28, webhooks: a project's subscriptions (CRUD, stale writes, secret rotation), events
// written with the change they report, and the delivery queue (signed posts, retries with backoff
// on the injected clock, the delivery log and resend, auto-disable with a mail and an audit entry).
import type { AttendanceRecord, AuditEntry, Booking, EmailDelivery, Registration, Webhook, WebhookDelivery, WebhookEvent, WebhookWithSecret } from '@greenroom/core';
import {
  STALE_RECORD_REFUSAL,
  verifyWebhookSignature,
  WEBHOOK_DELIVERY,
  WEBHOOK_HEADERS,
  WEBHOOK_TEXTS,
  webhookRetryDelay,
} from '@greenroom/core/rules';
import { readAuditLog } from '../src/audit/store';
import { closeStay, enterRoom } from '../src/guest/store/visits';
import type { MailMessage } from '../src/platform/mailer';
import { webhookDeliveryLog } from '../src/webhooks/store/deliveries';
import { createWebhookWorker, type WebhookTransport } from '../src/webhooks/worker';
import { attendanceRecord, createBooking, createTenant, person, type Tenant } from './bookingFixtures';
import { createTestServer, createUser, injectAs, type TestServer } from './helpers';

interface Posted {
  url: string;
  headers: Record<string, string>;
  body: string;
}

let server: TestServer;
const posted: Posted[] = [];
const mails: MailMessage[] = [];
let answer: (post: Posted) => number = () => 200;
const transport: WebhookTransport = async (url, request) => {
  const post = { url, headers: request.headers, body: request.body };
  posted.push(post);
  const status = answer(post);
  if (status === 0) throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
  return { status };
};
let worker: ReturnType<typeof createWebhookWorker>;

beforeAll(async () => {
  server = await createTestServer();
  worker = createWebhookWorker({ db: server.db, clock: server.clock, mailer: { send: async (mail) => void mails.push(mail) }, productName: 'Greenroom', transport });
});
afterAll(async () => {
  await worker.stop();
  await server.close();
});
beforeEach(() => {
  posted.length = 0;
  mails.length = 0;
  answer = () => 200;
});

const subscribe = async (tenant: Tenant, events: string[], url = 'https://crm.example.com/hooks'): Promise<WebhookWithSecret> => {
  const r = await injectAs(server, tenant.producer, 'POST', '/webhooks', { projectID: tenant.projectID, url, events });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<WebhookWithSecret>();
};
// The log through its route while the producer's id token lasts (the clock moves by hours below), else from the store.
const deliveries = async (tenant: Tenant, webhookID: string): Promise<WebhookDelivery[]> => {
  const r = await injectAs(server, tenant.producer, 'GET', `/webhook-deliveries?webhookID=${webhookID}`);
  return r.statusCode === 401 ? webhookDeliveryLog(server.db, webhookID, 100) : r.json<WebhookDelivery[]>();
};
const eventsOf = (posts: Posted[]) => posts.map((post) => JSON.parse(post.body) as WebhookEvent);
// Read from the store: the super-admin's id token expires as the tests move the clock by days.
const latestAudit = async (): Promise<AuditEntry> => (await readAuditLog(server.db, 1))[0];

describe('subscriptions', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await createTenant(server);
  });

  it('creates one with a secret shown once, lists, updates at a version (412 when stale) and deletes, each audited without secrets', async () => {
    const created = await subscribe(tenant, ['registration.created', 'booking.created', 'booking.created']);
    const { webhook, secret } = created;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).toEqual({
      webhookID: webhook.webhookID,
      projectID: tenant.projectID,
      url: 'https://crm.example.com/hooks',
      events: ['booking.created', 'registration.created'],
      enabled: true,
      disabledReason: null,
      createdAt: server.clock.now().toISOString(),
      secretRotatedAt: null,
      version: 1,
    });
    expect(await latestAudit()).toMatchObject({ action: 'webhook.create', target: webhook.webhookID, producerID: tenant.producer.producerID, before: null, after: webhook });
    expect((await injectAs(server, tenant.producer, 'GET', `/webhooks?projectID=${tenant.projectID}`)).json()).toEqual([webhook]);

    const put = (body: object) => injectAs(server, tenant.producer, 'PUT', '/webhooks', { webhookID: webhook.webhookID, ...body });
    const updated = await put({ url: 'https://crm.example.com/v2', enabled: false, version: 1 });
    expect(updated.json<Webhook>()).toEqual({ ...webhook, url: 'https://crm.example.com/v2', enabled: false, version: 2 });
    expect(await latestAudit()).toMatchObject({ action: 'webhook.update', before: webhook, after: updated.json() });
    const stale = await put({ events: ['booking.deleted'], version: 1 });
    expect([stale.statusCode, stale.json().message]).toEqual([412, STALE_RECORD_REFUSAL.message]);

    expect((await injectAs(server, tenant.producer, 'DELETE', `/webhooks?webhookID=${webhook.webhookID}`)).statusCode).toBe(204);
    expect(await latestAudit()).toMatchObject({ action: 'webhook.delete', target: webhook.webhookID, after: null });
    expect((await injectAs(server, tenant.producer, 'GET', `/webhooks?projectID=${tenant.projectID}`)).json()).toEqual([]);
    expect(JSON.stringify(await readAuditLog(server.db, 10))).not.toContain(secret);
  });

  it('refuses bad addresses and events with the rule book field errors, and foreign projects with 404', async () => {
    const post = (body: object) => injectAs(server, tenant.producer, 'POST', '/webhooks', { projectID: tenant.projectID, ...body });
    const cases: [object, Record<string, string>][] = [
      [{ url: 'http://crm.example.com/h', events: [] }, { url: WEBHOOK_TEXTS.urlInvalid, events: WEBHOOK_TEXTS.eventsRequired }],
      [{ url: `https://example.com/${'a'.repeat(2000)}`, events: ['booking.moved'] }, { url: WEBHOOK_TEXTS.urlTooLong, events: WEBHOOK_TEXTS.eventUnknown }],
      [{ url: 'https://user:pw@example.com/h', events: ['booking.created'] }, { url: WEBHOOK_TEXTS.urlInvalid }],
    ];
    for (const [body, fieldErrors] of cases) {
      const r = await post(body);
      expect([r.statusCode, r.json().fieldErrors]).toEqual([400, fieldErrors]);
    }
    const other = await createTenant(server);
    expect((await injectAs(server, other.producer, 'POST', '/webhooks', { projectID: tenant.projectID, url: 'https://x.example/h', events: ['booking.created'] })).statusCode).toBe(404);
    const { webhook } = await subscribe(tenant, ['booking.created']);
    expect((await injectAs(server, other.producer, 'GET', `/webhook-deliveries?webhookID=${webhook.webhookID}`)).statusCode).toBe(404);
    const badPut = await injectAs(server, tenant.producer, 'PUT', '/webhooks', { webhookID: webhook.webhookID, events: [] });
    expect([badPut.statusCode, badPut.json().fieldErrors]).toEqual([400, { events: WEBHOOK_TEXTS.eventsRequired }]);
    expect((await injectAs(server, tenant.producer, 'DELETE', `/webhooks?webhookID=${webhook.webhookID}`)).statusCode).toBe(204);
  });
});

describe('deliveries', () => {
  let tenant: Tenant;
  beforeEach(async () => {
    tenant = await createTenant(server);
  });

  it('reports bookings, guests, attendance and mail, each signed, with the record as the API answers it', async () => {
    const { webhook, secret } = await subscribe(tenant, ['booking.created', 'booking.updated', 'booking.deleted', 'registration.created', 'registration.updated', 'registration.cancelled', 'attendance.entered', 'attendance.left', 'mail.delivered']);
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const updated = (await injectAs(server, tenant.producer, 'PUT', '/booking', { ...booking, name: 'Renamed' })).json<Booking>();
    const guest = (await injectAs(server, tenant.producer, 'POST', '/registration', person(booking.bookingID))).json<Registration>();
    const changed = (await injectAs(server, tenant.producer, 'PUT', '/registration', { ...person(booking.bookingID, { first: 'Ava' }), registrationID: guest.registrationID, version: 1 })).json<Registration>();
    const templateID = Object.values(booking.emailTemplates).find((t) => t.name === 'Attendee Invite Link')!.id;
    await injectAs(server, tenant.producer, 'POST', '/email-parse-request', { bookingID: booking.bookingID, spaceID: tenant.spaceID, emailTemplateID: templateID, toSend: [guest.registrationID] });
    await server.app.mailWorker.drain();
    const mailed = (await injectAs(server, tenant.producer, 'GET', `/email-deliveries?bookingID=${booking.bookingID}`)).json<EmailDelivery[]>();
    const stay = attendanceRecord({ booking_id: booking.bookingID, space_id: tenant.spaceID, registration_id: guest.registrationID, start_time: server.clock.now().getTime() });
    expect(await enterRoom(server.db, stay, 10)).toBe('entered');
    server.clock.advance(60_000);
    await closeStay(server.db, stay.attendees_id, server.clock.now().getTime(), server.clock.now().getTime());
    expect((await injectAs(server, tenant.producer, 'DELETE', `/registration?registrationID=${guest.registrationID}`)).statusCode).toBe(204);
    expect((await injectAs(server, tenant.producer, 'DELETE', `/booking?spaceID=${tenant.spaceID}&bookingID=${booking.bookingID}`)).statusCode).toBe(204);

    await worker.drain();
    const events = eventsOf(posted);
    expect(events.map((event) => event.type).sort()).toEqual(
      ['attendance.entered', 'attendance.left', 'booking.created', 'booking.deleted', 'booking.updated', 'mail.delivered', 'registration.cancelled', 'registration.created', 'registration.updated'].sort(),
    );
    const data = (type: string) => events.find((event) => event.type === type)?.data;
    expect(data('booking.created')).toEqual({ ...booking, registrationCount: 0 });
    expect(data('booking.updated')).toEqual(updated);
    expect(data('booking.deleted')).toEqual({ bookingID: booking.bookingID, spaceID: tenant.spaceID });
    expect(data('registration.created')).toEqual(guest);
    expect(data('registration.updated')).toEqual(changed);
    expect(data('registration.cancelled')).toEqual({ registrationID: guest.registrationID, bookingID: booking.bookingID });
    expect(data('mail.delivered')).toEqual(mailed[0]);
    expect((data('attendance.entered') as unknown as AttendanceRecord).endTime).toBe('');
    expect((data('attendance.left') as unknown as AttendanceRecord).totalSeconds).toBe(60);
    for (const post of posted) {
      const event = JSON.parse(post.body) as WebhookEvent;
      expect(post.url).toBe('https://crm.example.com/hooks');
      expect(post.headers).toMatchObject({ 'Content-Type': 'application/json', [WEBHOOK_HEADERS.eventID]: event.id, [WEBHOOK_HEADERS.eventType]: event.type });
      expect(post.headers['User-Agent']).toMatch(/^Greenroom-Webhooks\/\d+\.\d+\.\d+/);
      expect(event.projectID).toBe(tenant.projectID);
      const check = await verifyWebhookSignature({ header: post.headers[WEBHOOK_HEADERS.signature], body: post.body, secret, now: server.clock.now() });
      expect(check).toEqual({ ok: true, timestamp: Math.floor(server.clock.now().getTime() / 1000) });
    }
    const log = await deliveries(tenant, webhook.webhookID);
    expect(log).toHaveLength(9);
    expect(log.every((d) => d.state === 'delivered' && d.attempts === 1 && d.responseStatus === 200 && d.error === null && d.nextAttemptAt === null)).toBe(true);
    posted.length = 0;
    await worker.drain();
    expect(posted).toEqual([]);
  });

  it('retries a failed attempt after each backoff delay of the server clock, then gives it up; resend makes a new delivery of the same event', async () => {
    const { webhook } = await subscribe(tenant, ['booking.created']);
    answer = () => 500;
    await createBooking(server, tenant.producer, tenant.spaceID);
    await worker.drain();
    let [delivery] = await deliveries(tenant, webhook.webhookID);
    const started = server.clock.now().getTime();
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, responseStatus: 500, error: 'HTTP 500', nextAttemptAt: new Date(started + WEBHOOK_DELIVERY.retryDelaysMs[0]).toISOString() });
    const resendPending = await injectAs(server, tenant.producer, 'POST', '/webhook-deliveries/resend', { deliveryID: delivery.deliveryID });
    expect([resendPending.statusCode, resendPending.json().message]).toEqual([409, WEBHOOK_TEXTS.resendNotFinished]);
    server.clock.advance(WEBHOOK_DELIVERY.retryDelaysMs[0] - 1);
    await worker.drain();
    expect(posted).toHaveLength(1);
    answer = () => 0;
    for (let attempt = 1; attempt <= WEBHOOK_DELIVERY.retryDelaysMs.length; attempt += 1) {
      server.clock.advance(attempt === 1 ? 1 : (webhookRetryDelay(attempt) as number));
      await worker.drain();
      expect(posted).toHaveLength(attempt + 1);
    }
    [delivery] = await deliveries(tenant, webhook.webhookID);
    expect(delivery).toMatchObject({ state: 'failed', attempts: 6, responseStatus: null, error: 'ECONNREFUSED', nextAttemptAt: null });
    server.clock.advance(24 * 3_600_000);
    await worker.drain();
    expect(posted).toHaveLength(6);

    answer = () => 204;
    const signedInAgain = await createUser(server, { projects: [tenant.projectID] });
    const resent = await injectAs(server, signedInAgain, 'POST', '/webhook-deliveries/resend', { deliveryID: delivery.deliveryID });
    expect(resent.statusCode).toBe(201);
    expect(resent.json<WebhookDelivery>()).toMatchObject({ eventID: delivery.eventID, state: 'pending', attempts: 0, webhookID: webhook.webhookID });
    await worker.drain();
    const [again] = await deliveries(tenant, webhook.webhookID);
    expect(again).toMatchObject({ deliveryID: resent.json().deliveryID, state: 'delivered', responseStatus: 204 });
    expect(JSON.parse(posted[6].body).id).toBe(delivery.eventID);
  });

  it(`turns a subscription off after ${WEBHOOK_DELIVERY.disableAfterFailures} failed attempts in a row, mails its owner and audits it`, async () => {
    const { webhook } = await subscribe(tenant, ['registration.created']);
    const booking = await createBooking(server, tenant.producer, tenant.spaceID, { capacity: 50 });
    answer = () => 503;
    for (let i = 0; i < WEBHOOK_DELIVERY.disableAfterFailures + 2; i += 1) {
      await injectAs(server, tenant.producer, 'POST', '/registration', person(booking.bookingID, { email: `g${i}@example.com` }));
    }
    await worker.drain();
    expect(posted).toHaveLength(WEBHOOK_DELIVERY.disableAfterFailures + 2);
    const [listed] = (await injectAs(server, tenant.producer, 'GET', `/webhooks?projectID=${tenant.projectID}`)).json<Webhook[]>();
    expect(listed).toMatchObject({ enabled: false, disabledReason: WEBHOOK_TEXTS.disabledAfterFailures, version: 2 });
    expect(mails).toEqual([
      expect.objectContaining({ to: `${tenant.producer.username}@example.test`, subject: WEBHOOK_TEXTS.disabledMailSubject, text: expect.stringContaining(WEBHOOK_TEXTS.disabledAfterFailures) }),
    ]);
    expect(await latestAudit()).toMatchObject({ action: 'webhook.autoDisable', target: webhook.webhookID, producerID: 'server', after: { enabled: false } });
    // Off: nothing more is sent, not even the retries, and new changes are not queued for it.
    server.clock.advance(WEBHOOK_DELIVERY.retryDelaysMs[0]);
    await injectAs(server, tenant.producer, 'POST', '/registration', person(booking.bookingID, { email: 'late@example.com' }));
    posted.length = 0;
    await worker.drain();
    expect(posted).toEqual([]);
    expect(await deliveries(tenant, webhook.webhookID)).toHaveLength(WEBHOOK_DELIVERY.disableAfterFailures + 2);
    // On again: the reason and the count start over, and the waiting retries go out.
    answer = () => 200;
    const on = await injectAs(server, tenant.producer, 'PUT', '/webhooks', { webhookID: webhook.webhookID, enabled: true, version: 2 });
    expect(on.json<Webhook>()).toMatchObject({ enabled: true, disabledReason: null, version: 3 });
    await worker.drain();
    expect(posted).toHaveLength(WEBHOOK_DELIVERY.disableAfterFailures + 2);
  });

  it('sends nothing to a deleted subscription, and its pending deliveries go with it', async () => {
    const { webhook } = await subscribe(tenant, ['booking.created']);
    await createBooking(server, tenant.producer, tenant.spaceID);
    expect(await deliveries(tenant, webhook.webhookID)).toHaveLength(1);
    expect((await injectAs(server, tenant.producer, 'DELETE', `/webhooks?webhookID=${webhook.webhookID}`)).statusCode).toBe(204);
    await worker.drain();
    expect(posted).toEqual([]);
    expect(await server.db.selectFrom('webhook_deliveries').select('delivery_id').where('webhook_id', '=', webhook.webhookID).execute()).toEqual([]);
  });

  it(`keeps ${WEBHOOK_DELIVERY.keepFinishedMs / 86_400_000} days of finished deliveries: older ones and their events are cleared, waiting ones never`, async () => {
    const { webhook } = await subscribe(tenant, ['booking.created']);
    const rowsOf = () =>
      server.db.selectFrom('webhook_deliveries').select(['delivery_id', 'event_id', 'state']).where('webhook_id', '=', webhook.webhookID).orderBy('created_at').execute();
    await createBooking(server, tenant.producer, tenant.spaceID);
    await worker.drain();
    server.clock.advance(1000);
    answer = () => 500;
    await createBooking(server, tenant.producer, tenant.spaceID);
    await worker.drain();
    const [delivered, waiting] = await rowsOf();
    expect([delivered.state, waiting.state]).toEqual(['delivered', 'pending']);

    // A day short of the keep: nothing goes. Past it: the delivered one and its event go; the one still retried stays.
    server.clock.advance(WEBHOOK_DELIVERY.keepFinishedMs - 86_400_000);
    await worker.drain();
    expect((await rowsOf()).map((row) => row.delivery_id)).toEqual([delivered.delivery_id, waiting.delivery_id]);
    server.clock.advance(86_400_000 + WEBHOOK_DELIVERY.pruneEveryMs);
    await worker.drain();
    expect((await rowsOf()).map((row) => row.delivery_id)).toEqual([waiting.delivery_id]);
    const events = await server.db.selectFrom('webhook_events').select('event_id').where('event_id', 'in', [delivered.event_id, waiting.event_id]).execute();
    expect(events).toEqual([{ event_id: waiting.event_id }]);
    // Its retries would reach the next test's receiver.
    await server.db.deleteFrom('webhooks').where('webhook_id', '=', webhook.webhookID).execute();
  });

  it('signs with the old secret too for a day after a rotation', async () => {
    const { webhook, secret: oldSecret } = await subscribe(tenant, ['booking.created']);
    server.clock.advance(1000);
    const rotated = await injectAs(server, tenant.producer, 'POST', '/webhooks/rotate-secret', { webhookID: webhook.webhookID });
    expect(rotated.statusCode).toBe(200);
    const { webhook: after, secret } = rotated.json<WebhookWithSecret>();
    expect(secret).not.toBe(oldSecret);
    expect(after).toMatchObject({ secretRotatedAt: server.clock.now().toISOString(), version: 2 });
    expect(await latestAudit()).toMatchObject({ action: 'webhook.rotateSecret', target: webhook.webhookID, after });
    const verify = async (post: Posted, withSecret: string) =>
      (await verifyWebhookSignature({ header: post.headers[WEBHOOK_HEADERS.signature], body: post.body, secret: withSecret, now: server.clock.now() })).ok;
    await createBooking(server, tenant.producer, tenant.spaceID);
    await worker.drain();
    expect(posted[0].headers[WEBHOOK_HEADERS.signature].match(/v1=/g)).toHaveLength(2);
    expect([await verify(posted[0], secret), await verify(posted[0], oldSecret)]).toEqual([true, true]);
    server.clock.advance(WEBHOOK_DELIVERY.rotationOverlapMs);
    // A day later the producer's id token has expired: sign in again.
    await createBooking(server, await createUser(server, { projects: [tenant.projectID] }), tenant.spaceID);
    await worker.drain();
    expect([await verify(posted[1], secret), await verify(posted[1], oldSecret)]).toEqual([true, false]);
  });
});
