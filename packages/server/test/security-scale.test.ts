// Issue 19, scale: the cached booking list is compressed once per encoding and its bytes reused;
// scripts/bench-server.mjs measures rps and p99 against bare Fastify serving the same bytes.
import { gunzipSync } from 'node:zlib';
import { KeptCompressions, keptCompressions } from '../src/platform/http/compression';
import { createBooking, createTenant } from './bookingFixtures';
import { createTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('kept compressions', () => {
  it('compress a kept body once per encoding and hand back the same bytes', async () => {
    const kept = new KeptCompressions();
    const body = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, name: `Booking ${i}` })));
    expect(kept.compressed(body, 'gzip')).toBeUndefined();
    kept.keep(body);
    const first = kept.compressed(body, 'gzip');
    expect(kept.compressed(body, 'gzip')).toBe(first);
    expect(gunzipSync(await first!).toString()).toBe(body);
    kept.forget(body);
    expect(kept.compressed(body, 'gzip')).toBeUndefined();
  });

  it('stay bounded, dropping the oldest body first', () => {
    const kept = new KeptCompressions(5000);
    const a = 'a'.repeat(3000);
    const b = 'b'.repeat(3000);
    kept.keep(a);
    kept.keep(b);
    expect(kept.size).toBe(1);
    expect(kept.compressed(a, 'br')).toBeUndefined();
    expect(kept.compressed(b, 'br')).toBeDefined();
  });
});

describe('GET /space/bookings/all', () => {
  it('sends the cached list gzip-compressed from kept bytes, and fresh bytes after a change', async () => {
    const tenant = await createTenant(server);
    for (let i = 0; i < 12; i += 1) await createBooking(server, tenant.producer, tenant.spaceID, { name: `Gala ${i}` });
    const get = () =>
      server.app.inject({ method: 'GET', url: `/api/space/bookings/all?spaceID=${tenant.spaceID}`, headers: { ...tenant.producer.auth, 'accept-encoding': 'gzip' } });
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    const text = gunzipSync(first.rawPayload).toString();
    expect(JSON.parse(text)).toHaveLength(12);
    const kept = keptCompressions.compressed(text, 'gzip');
    expect(kept).toBeDefined();
    expect(Buffer.compare(await kept!, first.rawPayload)).toBe(0);
    const second = await get();
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    expect(keptCompressions.compressed(text, 'gzip')).toBe(kept); // not recompressed

    await createBooking(server, tenant.producer, tenant.spaceID, { name: 'Gala 12' });
    const third = await get();
    expect(JSON.parse(gunzipSync(third.rawPayload).toString())).toHaveLength(13);
    expect(keptCompressions.compressed(text, 'gzip')).toBeUndefined(); // the old list was forgotten
  });
});
