// Issue 32 §12: the partner example's backend (what partners copy) validates like the real server:
// invalid JSON 400 with our own message, a malformed % escape 400, types and real dates checked
// (422, nothing changed), unknown code kinds 404, a body size limit (413). Loopback only, port 0.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPartnerServer } from '../../../examples/partner-embed/backend/server.mjs';
import { MAX_BODY_BYTES } from '../../../examples/partner-embed/backend/http.mjs';

type Partner = Awaited<ReturnType<typeof startPartnerServer>>;
let partner: Partner;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'partner-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>partner</title>');
  partner = await startPartnerServer({ port: 0, apiKey: 'k', distDir });
});
afterAll(async () => {
  await partner.close();
  rmSync(distDir, { recursive: true, force: true });
});

const call = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
  fetch(`${partner.url}${path}`, { method, headers: { authorization: 'ApiKey k', 'content-type': 'application/json', ...headers }, body });
const event = () => partner.store.events.get('evt-1')!;

describe('the partner backend', () => {
  it('answers invalid JSON with 400 and its own message, not the parser’s text or a 500', async () => {
    for (const [path, method] of [['/partner/v1/events/evt-1', 'PATCH'], ['/partner/v1/events/evt-1/attendees', 'POST'], ['/partner/v1/events/evt-1/attendees/batch', 'POST']]) {
      const r = await call(method, path, '{"revision": 1,');
      expect(r.status, path).toBe(400);
      expect(await r.json()).toEqual({ error: 'The body is not valid JSON.' });
    }
    expect((await call('PATCH', '/partner/v1/events/evt-1', '[1]')).status).toBe(400);
  });

  it('answers a malformed % escape in a page address with 400, without an API key', async () => {
    const r = await fetch(`${partner.url}/%E0%A4%A`);
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: 'The address has a malformed % escape.' });
  });

  it('checks the types and dates of an event PATCH and changes nothing when refused', async () => {
    const before = structuredClone(event());
    for (const patch of [
      { seats: 'lots' },
      { seats: 1.5 },
      { startsAt: '2026-02-30T10:00:00Z' },
      { endsAt: '2026-12-03T25:00:00Z' },
      { startsAt: 'tomorrow' },
      { tz: 'Mars/Olympus' },
      { title: '' },
      { qa: 'yes' },
      { doors: { enabled: true, open: 'x', close: 'y' } },
      { calendarId: 'cal-nope' },
      { endsAt: '2026-12-03T16:00:00.000Z' },
      { codes: { public: 'mine' } },
    ]) {
      const r = await call('PATCH', '/partner/v1/events/evt-1', JSON.stringify({ revision: before.revision, ...patch }));
      expect(r.status, JSON.stringify(patch)).toBe(422);
      expect(Object.keys((await r.json()).errors).length).toBeGreaterThan(0);
    }
    expect(event()).toEqual(before);
    const ok = await call('PATCH', '/partner/v1/events/evt-1', JSON.stringify({ revision: before.revision, seats: 200, title: 'Renamed' }));
    expect(ok.status).toBe(200);
    expect(event()).toMatchObject({ seats: 200, title: 'Renamed', revision: before.revision + 1 });
  });

  it('answers 404 for code kinds that are not the event’s own (constructor, __proto__)', async () => {
    for (const kind of ['constructor', '__proto__', 'toString', 'nope']) {
      expect((await call('POST', `/partner/v1/events/evt-1/codes/${kind}`)).status, kind).toBe(404);
    }
    expect(Object.keys(event().codes as object).sort()).toEqual(['mobile', 'public', 'signup']);
    expect((await call('POST', '/partner/v1/events/evt-1/codes/public')).status).toBe(200);
  });

  it('limits bodies (413) and batches, and checks attendee field types', async () => {
    const attendees = () => [...partner.store.attendees.values()].length;
    const count = attendees();
    const huge = JSON.stringify({ add: Array.from({ length: 20_000 }, (_, i) => ({ givenName: `Guest ${i}`, familyName: 'X'.repeat(100) })), update: [] });
    expect(huge.length).toBeGreaterThan(MAX_BODY_BYTES);
    expect((await call('POST', '/partner/v1/events/evt-1/attendees/batch', huge)).status).toBe(413);
    const many = JSON.stringify({ add: Array.from({ length: 10_001 }, () => ({ givenName: 'G' })), update: [] });
    expect((await call('POST', '/partner/v1/events/evt-1/attendees/batch', many)).status).toBe(422);
    const typed = await call('POST', '/partner/v1/events/evt-1/attendees', JSON.stringify({ givenName: 'Ada', vip: 'yes', postal: 'Main St', extra: 1 }));
    expect(typed.status).toBe(422);
    expect((await typed.json()).errors).toEqual({ vip: 'must be true or false', postal: expect.any(String), extra: 'is not a field of an attendee' });
    expect(attendees()).toBe(count);
  });
});
