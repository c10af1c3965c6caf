// Issue 28, "done when": a partner's integration end to end over real HTTP. A producer creates API
// keys through the API and calls the API with them (reads pass, a write with a read key is 403,
// the 121st request in a minute is 429), subscribes a local receiver, changes a booking and a
// registration with a read-write key; the server is then closed and a new one started on the same
// SQLite file before its queue is drained, and the receiver verifies every signature and sees each
// event exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiKeyCreated, Booking, Registration, WebhookDelivery, WebhookEvent, WebhookWithSecret } from '@greenroom/core';
import { API_KEY_RATE_LIMIT, API_KEY_TEXTS, verifyWebhookSignature, WEBHOOK_DELIVERY, WEBHOOK_HEADERS } from '@greenroom/core/rules';
import { buildApp, type GreenroomApp } from '../src/app';
import { manualClock } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import { openDatabase, runMigrations, type DatabaseHandle } from '../src/platform/db/open';
import { createTerminal } from '../src/platform/log/terminal';
import { bookingPayload, createTenant, person, type Tenant } from './bookingFixtures';
import { createUser, PUBLIC_URL, TEST_SCRYPT_COST, TEST_START, type TestServer } from './helpers';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-journey-'));
const clock = manualClock(TEST_START);
// The receiver listens on this machine, which only an operator's WEBHOOK_PRIVATE_TARGETS allows.
const config = loadConfig({ GREENROOM_DATA_DIR: dataDir, PUBLIC_URL, GREENROOM_SEED: 'none', WEBHOOK_PRIVATE_TARGETS: 'true' });
const silent = { write: () => true };
const received: Received[] = [];
/** While true the receiver drops the connection: the attempt fails and nothing counts as received. */
let receiverDown = false;
let receiver: Server;
let receiverUrl: string;

/** A real server on the SQLite file in dataDir, listening on a free port of 127.0.0.1. */
async function startServer(): Promise<{ server: TestServer; base: string; handle: DatabaseHandle }> {
  const handle = await openDatabase({ dataDir });
  await runMigrations(handle);
  const mailer = { send: async () => {} };
  const app: GreenroomApp = await buildApp({ db: handle.db, config, clock, scryptCost: TEST_SCRYPT_COST, mailer, terminal: createTerminal(silent, silent) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const close = async () => {
    await app.close();
    await handle.close();
  };
  return { server: { app, db: handle.db, dialect: handle.dialect, clock, config, close }, base: `http://127.0.0.1:${port}/api`, handle };
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (receiverDown) {
        request.socket.destroy();
        return;
      }
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

it('delivers every change of a key-driven integration, signed, exactly once across a restart', async () => {
  let { server, base } = await startServer();
  const tenant: Tenant = await createTenant(server);
  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
  };

  // Keys and the subscription, made through the API by the signed-in producer.
  const readKey = (await call(tenant.producer.token, 'POST', '/api-keys', { name: 'CRM read', projectIDs: [tenant.projectID], access: 'read' })).json as ApiKeyCreated;
  const writeKey = (await call(tenant.producer.token, 'POST', '/api-keys', { name: 'CRM sync', projectIDs: [tenant.projectID], access: 'readWrite' })).json as ApiKeyCreated;
  const subscribed = await call(tenant.producer.token, 'POST', '/webhooks', {
    projectID: tenant.projectID,
    url: receiverUrl,
    events: ['booking.created', 'booking.updated', 'registration.created', 'registration.updated'],
  });
  expect(subscribed.status).toBe(201);
  const { webhook, secret } = subscribed.json as WebhookWithSecret;

  // A booking made with the read-write key; the read key reads it and may not write.
  const created = await call(writeKey.secret, 'POST', '/booking', bookingPayload(tenant.spaceID));
  expect(created.status).toBe(201);
  const booking = JSON.parse(created.json as string) as Booking;
  expect((await call(readKey.secret, 'GET', `/booking?bookingID=${booking.bookingID}`)).status).toBe(200);
  const refused = await call(readKey.secret, 'POST', '/registration', person(booking.bookingID));
  expect([refused.status, refused.json.message]).toEqual([403, API_KEY_TEXTS.readOnly]);

  // The first event goes out while server one runs.
  await server.app.webhookWorker.drain();
  expect(received).toHaveLength(1);

  // The rate limit: request 121 of the minute (two made above) answers 429 with Retry-After.
  for (let i = 2; i < API_KEY_RATE_LIMIT.requests; i += 1) {
    expect((await call(readKey.secret, 'GET', `/booking?bookingID=${booking.bookingID}`)).status).toBe(200);
  }
  const limited = await call(readKey.secret, 'GET', `/booking?bookingID=${booking.bookingID}`);
  expect([limited.status, limited.headers.get('retry-after'), limited.json.message]).toEqual([429, '60', API_KEY_TEXTS.rateLimited(60)]);

  // Changes while the receiver is down: each attempt fails and waits for its retry.
  receiverDown = true;
  const updated = await call(writeKey.secret, 'PUT', '/booking', { ...booking, name: 'Renamed' });
  expect(updated.status).toBe(200);
  const guest = await call(writeKey.secret, 'POST', '/registration', person(booking.bookingID));
  expect(guest.status).toBe(201);
  const registrationID = (guest.json as Registration).registrationID;
  const changed = await call(writeKey.secret, 'PUT', '/registration', { ...person(booking.bookingID, { first: 'Ava' }), registrationID, version: 1 });
  expect(changed.status).toBe(200);
  await server.app.webhookWorker.drain();
  expect(received).toHaveLength(1);

  // Restart on the same file before the queue is drained; the receiver is back.
  await server.close();
  ({ server, base } = await startServer());
  receiverDown = false;
  clock.advance(WEBHOOK_DELIVERY.retryDelaysMs[0]);
  await server.app.webhookWorker.drain();
  await server.app.webhookWorker.drain();

  const events = received.map((item) => JSON.parse(item.body) as WebhookEvent);
  expect(events[0].type).toBe('booking.created');
  expect(events.map((event) => event.type).sort()).toEqual(['booking.created', 'booking.updated', 'registration.created', 'registration.updated']);
  expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  for (const item of received) {
    const check = await verifyWebhookSignature({ header: item.headers[WEBHOOK_HEADERS.signature.toLowerCase()] as string, body: item.body, secret, now: clock.now() });
    expect(check.ok).toBe(true);
    expect(item.headers[WEBHOOK_HEADERS.eventID.toLowerCase()]).toBe(JSON.parse(item.body).id);
  }
  expect(events.find((event) => event.type === 'booking.updated')?.data).toEqual(updated.json);
  expect(events.find((event) => event.type === 'registration.updated')?.data).toEqual(changed.json);

  // The log says the same: every delivery delivered, the retried ones on their second attempt.
  const owner = await createUser(server, { projects: [tenant.projectID] });
  const log = (await call(owner.token, 'GET', `/webhook-deliveries?webhookID=${webhook.webhookID}`)).json as WebhookDelivery[];
  // (All four were made within one millisecond of the manual clock: their order in the log is not defined.)
  expect(log.map((d) => [d.eventType, d.state, d.attempts]).sort()).toEqual([
    ['booking.created', 'delivered', 1],
    ['booking.updated', 'delivered', 2],
    ['registration.created', 'delivered', 2],
    ['registration.updated', 'delivered', 2],
  ]);
  await server.close();
}, 120_000); // 120 real HTTP calls and two server starts: minutes on a loaded CI machine, seconds alone.

