import { createServer } from 'node:net';
import type { Registration } from '@greenroom/core';
import type { RenderedEmail } from '@greenroom/core/rules';
import { createTemplateDelivery, type TemplateDelivery } from '../src/mail/delivery';
import { adminDeliveries, bookingDeliveries, enqueueDeliveries, type QueuedMail } from '../src/mail/store/queue';
import { createMailWorker } from '../src/mail/worker';
import { createBooking, createTenant, person, type Tenant } from './bookingFixtures';
import { createTestServer, injectAs, type TestServer } from './helpers';

const mailTo = (to: string): RenderedEmail => ({ to, fromName: 'Events', replyTo: 'events@example.com', subject: 'Hi', text: 'Hello', html: '' });

/** A delivery that records every mail it was handed (and may hold them); `handedOver` resolves once it holds `count`. */
function recordingDelivery(hold = false, count = 1): TemplateDelivery & { delivered: string[]; handedOver: Promise<void> } {
  const delivered: string[] = [];
  let handed = () => {};
  const handedOver = new Promise<void>((resolve) => (handed = resolve));
  return {
    delivered,
    handedOver,
    deliver: (mail) => {
      delivered.push(mail.to);
      if (delivered.length >= count) handed();
      return hold ? new Promise<void>(() => {}) : Promise.resolve();
    },
    close() {},
  };
}

/** A local port nothing listens on (connections are refused at once). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('the mail queue', () => {
  let server: TestServer;
  let tenant: Tenant;
  beforeAll(async () => {
    server = await createTestServer();
    tenant = await createTenant(server);
  });
  afterAll(async () => {
    await server.close();
  });
  // Workers take anything due: each test starts on an empty queue.
  afterEach(async () => {
    await server.db.deleteFrom('mail_deliveries').execute();
  });

  const newBooking = async (guests: number) => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const registrations: Registration[] = [];
    for (let i = 0; i < guests; i += 1) {
      const response = await injectAs(server, tenant.producer, 'POST', '/registration', person(booking.bookingID, { first: `G${i}`, email: `g${i}@example.com` }));
      registrations.push(response.json<Registration>());
    }
    const recipients: QueuedMail[] = registrations.map((r) => ({ registrationID: r.registrationID, mail: mailTo(r.registrationData.emailAddress) }));
    return { bookingID: booking.bookingID, registrations, recipients };
  };
  const rowsOf = (bookingID: string) =>
    server.db.selectFrom('mail_deliveries').selectAll().where('booking_id', '=', bookingID).orderBy('recipient').execute();
  const emailsOf = async (registrationID: string) =>
    JSON.parse((await server.db.selectFrom('registrations').select('emails').where('registration_id', '=', registrationID).executeTakeFirstOrThrow()).emails);
  const now = () => server.clock.now().getTime();

  it('queues every recipient in one transaction, or none', async () => {
    const { bookingID } = await newBooking(0);
    const many = Array.from({ length: 800 }, (_, i) => ({ registrationID: `r${i}`, mail: mailTo(`p${i}@example.com`) }));
    // The 701st row breaks a NOT NULL constraint after the first 500 were inserted.
    many[700] = { registrationID: null as unknown as string, mail: mailTo('broken@example.com') };
    await expect(enqueueDeliveries(server.db, { bookingID, emailTemplateID: 't', recipients: many }, now())).rejects.toThrow();
    expect(await rowsOf(bookingID)).toEqual([]);

    many[700] = { registrationID: 'r700', mail: mailTo('p700@example.com') };
    await enqueueDeliveries(server.db, { bookingID, emailTemplateID: 't', recipients: many }, now());
    const rows = await rowsOf(bookingID);
    expect(rows).toHaveLength(800);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['queued']));
  });

  it('resumes after a restart: a dead worker’s claim is retried once its lease runs out, and delivered once', async () => {
    const { bookingID, registrations, recipients } = await newBooking(2);
    await enqueueDeliveries(server.db, { bookingID, emailTemplateID: 'tpl-1', recipients }, now());
    const dying = recordingDelivery(true, 2);
    // The first process claims both, hands them to its transport and hangs (then "dies": it is never resumed).
    void createMailWorker({ db: server.db, clock: server.clock, delivery: dying, leaseMs: 60_000 }).drain();
    await dying.handedOver;
    expect([...dying.delivered].sort()).toEqual(['g0@example.com', 'g1@example.com']);

    const restarted = recordingDelivery();
    const worker = createMailWorker({ db: server.db, clock: server.clock, delivery: restarted, leaseMs: 60_000 });
    await worker.drain();
    expect(restarted.delivered).toEqual([]);
    expect((await rowsOf(bookingID)).map((r) => r.state)).toEqual(['sending', 'sending']);

    server.clock.advance(60_001);
    await worker.drain();
    expect([...restarted.delivered].sort()).toEqual(['g0@example.com', 'g1@example.com']);
    expect((await rowsOf(bookingID)).map((r) => r.state)).toEqual(['sent', 'sent']);
    expect(await emailsOf(registrations[0].registrationID)).toEqual(['tpl-1']);
    await worker.drain();
    expect(restarted.delivered).toHaveLength(2);
  });

  it('retries a mail server it cannot reach with backoff, then fails the delivery with the reason', async () => {
    const { bookingID, registrations, recipients } = await newBooking(1);
    await enqueueDeliveries(server.db, { bookingID, emailTemplateID: 'tpl-2', recipients }, now());
    const delivery = createTemplateDelivery({ db: server.db, clock: server.clock, config: { ...server.config, smtpUrl: `smtp://127.0.0.1:${await closedPort()}` } });
    const worker = createMailWorker({ db: server.db, clock: server.clock, delivery, retry: { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 10_000 } });

    await worker.drain();
    let [row] = await rowsOf(bookingID);
    expect(row).toMatchObject({ state: 'queued', attempts: 1, next_attempt_at: now() + 1_000, reason: expect.stringMatching(/^The mail server could not be reached: .*ECONNREFUSED/) });
    await worker.drain();
    expect((await rowsOf(bookingID))[0].attempts).toBe(1);

    server.clock.advance(1_000);
    await worker.drain();
    [row] = await rowsOf(bookingID);
    expect(row).toMatchObject({ state: 'queued', attempts: 2, next_attempt_at: now() + 2_000 });

    server.clock.advance(2_000);
    await worker.drain();
    [row] = await rowsOf(bookingID);
    expect(row).toMatchObject({ state: 'failed', attempts: 3, reason: expect.stringMatching(/^The mail server could not be reached: /) });
    expect(await emailsOf(registrations[0].registrationID)).toEqual([]);
    delivery.close();
  });

  it('never lets two workers deliver one mail twice', async () => {
    const { bookingID, recipients } = await newBooking(0);
    const many = Array.from({ length: 60 }, (_, i) => ({ registrationID: `x${i}`, mail: mailTo(`x${i}@example.com`) }));
    await enqueueDeliveries(server.db, { bookingID, emailTemplateID: 'tpl-3', recipients: [...recipients, ...many] }, now());
    const shared = recordingDelivery();
    const first = createMailWorker({ db: server.db, clock: server.clock, delivery: shared, batchSize: 4 });
    const second = createMailWorker({ db: server.db, clock: server.clock, delivery: shared, batchSize: 4 });
    await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
    expect(shared.delivered).toHaveLength(60);
    expect(new Set(shared.delivered).size).toBe(60);
    expect((await rowsOf(bookingID)).every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('duplicate sends after a crash (issue 32 §9)', () => {
  let server: TestServer;
  let tenant: Tenant;
  beforeAll(async () => {
    server = await createTestServer();
    tenant = await createTenant(server);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await server.close();
  });

  async function queuedOne(): Promise<string> {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const guest = (await injectAs(server, tenant.producer, 'POST', '/registration', person(booking.bookingID, { email: 'hb@example.com' }))).json<Registration>();
    await enqueueDeliveries(server.db, { bookingID: booking.bookingID, emailTemplateID: 'tpl-hb', recipients: [{ registrationID: guest.registrationID, mail: mailTo('hb@example.com') }] }, server.clock.now().getTime());
    return booking.bookingID;
  }

  it('keeps the claim alive while the mail server is slow: no second worker sends it again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const bookingID = await queuedOne();
    const slow = recordingDelivery(true);
    let beat: (held: boolean) => void = () => {};
    const beats = () => new Promise<boolean>((resolve) => (beat = resolve));
    const first = createMailWorker({ db: server.db, clock: server.clock, delivery: slow, leaseMs: 60_000, onHeartbeat: (_id, held) => beat(held) });
    void first.drain();
    await slow.handedOver;
    const other = recordingDelivery();
    const second = createMailWorker({ db: server.db, clock: server.clock, delivery: other, leaseMs: 60_000 });
    for (let round = 0; round < 4; round += 1) {
      server.clock.advance(20_000);
      const held = beats();
      vi.advanceTimersByTime(20_000);
      expect(await held).toBe(true);
      await second.drain();
    }
    // 80 s after the claim, past the 60 s lease it started with: still held by the first worker.
    expect(other.delivered).toEqual([]);
    const [row] = await server.db.selectFrom('mail_deliveries').selectAll().where('booking_id', '=', bookingID).execute();
    expect(row.lease_until).toBeGreaterThan(server.clock.now().getTime());
    vi.useRealTimers();
  });

  it('gives every attempt of one delivery the same id: a stable Message-ID, and one outbox row however often it is handed over', async () => {
    const { deliveryMessageId } = await import('../src/mail/delivery');
    expect(deliveryMessageId('d-1', 'no-reply@greenroom.example')).toBe('<d-1@greenroom.example>');
    const outbox = createTemplateDelivery({ db: server.db, clock: server.clock, config: server.config });
    const before = (await server.db.selectFrom('outbox').select('id').execute()).length;
    await outbox.deliver(mailTo('twice@example.com'), 'delivery-twice');
    await outbox.deliver(mailTo('twice@example.com'), 'delivery-twice');
    const rows = await server.db.selectFrom('outbox').select('id').execute();
    expect(rows.length).toBe(before + 1);
    expect(rows.map((r) => r.id)).toContain('delivery-twice');

    // A worker hands the transport the delivery's own id on every attempt.
    await queuedOne();
    const ids: (string | undefined)[] = [];
    const failingOnce: TemplateDelivery = {
      deliver: async (_mail, deliveryID) => {
        ids.push(deliveryID);
        if (ids.length === 1) throw Object.assign(new Error('Connection reset'), { code: 'ECONNRESET' });
      },
      close() {},
    };
    const worker = createMailWorker({ db: server.db, clock: server.clock, delivery: failingOnce, retry: { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 1_000 } });
    await worker.drain();
    server.clock.advance(60_000);
    await worker.drain();
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).toBe(ids[0]);
  });

  it('records the state around the SMTP call: sending before, sent right after; one left sending by a crash is sent again with the same id', async () => {
    // The first test's worker still holds its (never answered) delivery: start on an empty queue.
    await server.db.deleteFrom('mail_deliveries').execute();
    const bookingID = await queuedOne();
    const stateOf = async () => (await server.db.selectFrom('mail_deliveries').select(['state', 'attempts']).where('booking_id', '=', bookingID).executeTakeFirstOrThrow());
    // The first process hands the mail to its mail server and dies before the answer.
    const dying = recordingDelivery(true);
    const ids: (string | undefined)[] = [];
    const dyingWithId: TemplateDelivery = { deliver: (mail, id) => (ids.push(id), dying.deliver(mail, id)), close() {} };
    void createMailWorker({ db: server.db, clock: server.clock, delivery: dyingWithId, leaseMs: 60_000 }).drain();
    await dying.handedOver;
    expect(await stateOf()).toEqual({ state: 'sending', attempts: 1 });
    // The API names it 'queued' (still waiting for the mail server), in both lists and the outbox filter.
    expect((await bookingDeliveries(server.db, bookingID))[0].state).toBe('queued');
    expect((await adminDeliveries(server.db, { state: 'queued', limit: 50 })).map((d) => d.bookingID)).toContain(bookingID);
    expect((await adminDeliveries(server.db, { state: 'sent', limit: 50 })).map((d) => d.bookingID)).not.toContain(bookingID);

    // The restarted process leaves it while the dead one's claim holds, then sends it with the same id.
    const seen: { id: string | undefined; state: string }[] = [];
    const restarted: TemplateDelivery = {
      deliver: async (_mail, id) => {
        seen.push({ id, state: (await stateOf()).state });
      },
      close() {},
    };
    const worker = createMailWorker({ db: server.db, clock: server.clock, delivery: restarted, leaseMs: 60_000 });
    await worker.drain();
    expect(seen).toEqual([]);
    server.clock.advance(60_001);
    await worker.drain();
    expect(seen).toEqual([{ id: ids[0], state: 'sending' }]);
    expect(ids[0]).toBeTruthy();
    expect(await stateOf()).toEqual({ state: 'sent', attempts: 2 });
    expect((await bookingDeliveries(server.db, bookingID))[0].state).toBe('sent');
  });

  it('marks sent in one statement; what a worker that died right after leaves claimed is recorded on the registration by the next, without sending again', async () => {
    await server.db.deleteFrom('mail_deliveries').execute();
    const bookingID = await queuedOne();
    const row = await server.db.selectFrom('mail_deliveries').selectAll().where('booking_id', '=', bookingID).executeTakeFirstOrThrow();
    // The dead worker's state: marked sent (the first statement), claim not released, the registration not told.
    const t0 = server.clock.now().getTime();
    await server.db.updateTable('mail_deliveries').set({ state: 'sent', claimed_by: 'dead-worker', lease_until: t0 + 1_000 }).where('delivery_id', '=', row.delivery_id).execute();
    const emailsOf = async (registrationID: string) =>
      JSON.parse((await server.db.selectFrom('registrations').select('emails').where('registration_id', '=', registrationID).executeTakeFirstOrThrow()).emails);
    const delivered = recordingDelivery();
    const worker = createMailWorker({ db: server.db, clock: server.clock, delivery: delivered, leaseMs: 1_000 });
    await worker.drain();
    expect(await emailsOf(row.registration_id)).toEqual([]);
    server.clock.advance(1_001);
    await worker.drain();
    expect(await emailsOf(row.registration_id)).toEqual(['tpl-hb']);
    const after = await server.db.selectFrom('mail_deliveries').select(['state', 'claimed_by', 'lease_until']).where('delivery_id', '=', row.delivery_id).executeTakeFirstOrThrow();
    expect(after).toEqual({ state: 'sent', claimed_by: null, lease_until: null });
    expect(delivered.delivered).toEqual([]);
  });
});
