import type { AdminMailDelivery, Booking } from '@greenroom/core';
import { MAIL_RETRY_NOT_FAILED } from '@greenroom/core/rules';
import { enqueueDeliveries } from '../src/mail/store/queue';
import { createBooking, createTenant, type Tenant } from './bookingFixtures';
import { createTestServer, createUser, injectAs, type TestServer, type TestUser } from './helpers';

const mail = (to: string, subject: string) => ({ to, fromName: 'Events', replyTo: 'events@example.com', subject, text: 'Hello', html: '' });

describe('the super-admin mail outbox routes', () => {
  let server: TestServer;
  let tenant: Tenant;
  let admin: TestUser;
  let booking: Booking;
  let templateID: string;
  beforeAll(async () => {
    server = await createTestServer();
    tenant = await createTenant(server);
    admin = await createUser(server, { role: 0 });
    booking = await createBooking(server, tenant.producer, tenant.spaceID, { name: 'Product Launch' });
    templateID = Object.values(booking.emailTemplates).find((t) => t.name === 'Attendee Invite Link')!.id;
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(async () => {
    await server.db.deleteFrom('mail_deliveries').execute();
  });

  /** Queue one delivery per address, a minute apart (oldest first); answers their ids in that order. */
  const queue = async (...addresses: string[]) => {
    for (const [i, to] of addresses.entries()) {
      server.clock.advance(60_000);
      await enqueueDeliveries(server.db, { bookingID: booking.bookingID, emailTemplateID: templateID, recipients: [{ registrationID: `r${i}`, mail: mail(to, `Hi ${to}`) }] }, server.clock.now().getTime());
    }
    const rows = await server.db.selectFrom('mail_deliveries').select(['delivery_id', 'recipient']).execute();
    return addresses.map((to) => rows.find((r) => r.recipient === to)!.delivery_id);
  };
  const fail = (deliveryID: string, reason: string) =>
    server.db.updateTable('mail_deliveries').set({ state: 'failed', attempts: 5, reason }).where('delivery_id', '=', deliveryID).execute();
  const list = async (query = '') => {
    const response = await injectAs(server, admin, 'GET', `/mail-deliveries/admin${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<AdminMailDelivery[]>();
  };
  const stateOf = async (deliveryID: string) =>
    (await server.db.selectFrom('mail_deliveries').selectAll().where('delivery_id', '=', deliveryID).executeTakeFirstOrThrow());

  it('refuses a producer (403) on both calls', async () => {
    const [id] = await queue('ada@example.com');
    expect((await injectAs(server, tenant.producer, 'GET', '/mail-deliveries/admin')).statusCode).toBe(403);
    expect((await injectAs(server, tenant.producer, 'POST', '/mail-deliveries/retry', { deliveryID: id })).statusCode).toBe(403);
  });

  it('lists every delivery newest first with booking and template names, and filters by state', async () => {
    const [ada, grace, alan] = await queue('ada@example.com', 'grace@example.com', 'alan@example.com');
    await fail(grace, 'Mailbox unavailable');
    const all = await list();
    expect(all.map((d) => d.recipient)).toEqual(['alan@example.com', 'grace@example.com', 'ada@example.com']);
    expect(all[1]).toEqual({
      deliveryID: grace,
      recipient: 'grace@example.com',
      subject: 'Hi grace@example.com',
      bookingID: booking.bookingID,
      bookingName: 'Product Launch',
      emailTemplateID: templateID,
      emailTemplateName: 'Attendee Invite Link',
      state: 'failed',
      reason: 'Mailbox unavailable',
      attempts: 5,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    expect((await list('?state=failed')).map((d) => d.deliveryID)).toEqual([grace]);
    expect((await list('?state=queued')).map((d) => d.deliveryID)).toEqual([alan, ada]);
    expect((await list('?limit=1')).map((d) => d.deliveryID)).toEqual([alan]);
    expect((await injectAs(server, admin, 'GET', '/mail-deliveries/admin?state=lost')).statusCode).toBe(400);
  });

  it('re-queues only a failed delivery, and the worker then delivers it', async () => {
    const [queued, failed] = await queue('ada@example.com', 'grace@example.com');
    await fail(failed, 'Mailbox unavailable');
    const before = await stateOf(queued);

    const refused = await injectAs(server, admin, 'POST', '/mail-deliveries/retry', { deliveryID: queued });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MAIL_RETRY_NOT_FAILED);
    expect(await stateOf(queued)).toEqual(before);
    expect((await injectAs(server, admin, 'POST', '/mail-deliveries/retry', { deliveryID: 'no-such-delivery' })).statusCode).toBe(404);

    const retried = await injectAs(server, admin, 'POST', '/mail-deliveries/retry', { deliveryID: failed });
    expect(retried.statusCode).toBe(204);
    // The route kicks the worker; drain waits for that round (attempts start again from 0).
    await server.app.mailWorker.drain();
    expect(await stateOf(failed)).toMatchObject({ state: 'sent', attempts: 1, reason: '' });
    // A sent delivery is not retried again.
    expect((await injectAs(server, admin, 'POST', '/mail-deliveries/retry', { deliveryID: failed })).statusCode).toBe(409);
  });
});
