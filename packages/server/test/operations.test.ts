// What operators and their tools read (issue #30): /api/health with the version, /api/ready with its
// checks (503 when the database is gone or the mail queue is stuck), and opt-in /metrics behind a token.
import { newId } from '../src/platform/lib/tokens';
import { createMetrics } from '../src/operations/metrics';
import { readiness } from '../src/operations/readiness';
import { createBooking, createTenant } from './bookingFixtures';
import { createTestServer, type TestServer } from './helpers';

const TOKEN = 'metrics-token-0123456789';
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => server.close());

async function queueOneDelivery(dueAt: number): Promise<void> {
  const tenant = await createTenant(server);
  const booking = await createBooking(server, tenant.producer, tenant.spaceID);
  const now = server.clock.now().getTime();
  await server.db
    .insertInto('mail_deliveries')
    .values({
      delivery_id: newId(), send_id: newId(), booking_id: booking.bookingID, registration_id: 'r', email_template_id: 't',
      recipient: 'ada@example.test', from_name: 'Greenroom', reply_to: '', subject: 'Hi', text: 'Hi', html: '',
      state: 'queued', attempts: 0, next_attempt_at: dueAt, claimed_by: null, lease_until: null, reason: '', created_at: now, updated_at: now,
    })
    .execute();
}

describe('readiness', () => {
  it('answers 200 with every check when the database, the schema and the queue are fine', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ready: true, checks: { started: { ok: true }, database: { ok: true }, migrations: { ok: true }, mailQueue: { ok: true, detail: '0 due, oldest 0 s' } } });
  });

  it('answers 503 naming the mail queue when a delivery has been due for more than 15 minutes', async () => {
    const now = server.clock.now().getTime();
    await queueOneDelivery(now - 16 * 60_000);
    const r = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(r.statusCode).toBe(503);
    expect(r.json().checks.mailQueue).toEqual({ ok: false, detail: '1 due, oldest 960 s (over 900 s)' });
    await server.db.deleteFrom('mail_deliveries').execute();
  });

  it('is not ready when the database does not answer', async () => {
    const broken = { ...server.db, executeQuery: () => Promise.reject(new Error('gone')), getExecutor: () => { throw new Error('gone'); } } as unknown as typeof server.db;
    const answer = await readiness(broken, Date.now(), false);
    expect(answer.ready).toBe(false);
    expect(answer.checks.database).toEqual({ ok: false, detail: 'the database is not reachable' });
  });

  it('is not ready while the start is not finished', async () => {
    const answer = await readiness(server.db, server.clock.now().getTime(), true);
    expect(answer.ready).toBe(false);
    expect(answer.checks.started).toEqual({ ok: false, detail: 'still starting (creating the first accounts and the demo)' });
  });
});

describe('metrics', () => {
  it('refuses a scrape without the token or with a wrong one', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-token-wrong-000000' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('gives request latency by route, sign-in failures and the queue to the token holder', async () => {
    await server.app.inject({ method: 'GET', url: '/api/health' });
    await server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: 'nobody', password: 'Wrong1234' } });
    const r = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    expect(r.body).toMatch(/greenroom_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/);
    expect(r.body).toContain('greenroom_sign_in_failures_total 1');
    expect(r.body).toContain('greenroom_mail_queue_due 0');
    expect(r.body).toContain('greenroom_mail_deliveries{state="sent"} 0');
    expect(r.body).toContain('greenroom_process_cpu_seconds_total');
  });

  it("reports PostgreSQL's pool when the database has one", async () => {
    const metrics = createMetrics({ db: server.db, clock: server.clock, poolStats: () => ({ total: 7, idle: 3, waiting: 2 }) });
    const text = await metrics.registry.metrics();
    expect(text).toContain('greenroom_db_pool_connections{state="total"} 7');
    expect(text).toContain('greenroom_db_pool_connections{state="waiting"} 2');
    expect(await createMetrics({ db: server.db, clock: server.clock }).registry.metrics()).not.toContain('greenroom_db_pool_connections');
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestServer();
    const r = await plain.app.inject({ method: 'GET', url: '/metrics' });
    await plain.close();
    expect(r.statusCode).toBe(404);
  });
});
