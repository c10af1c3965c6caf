import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhookPayload, verifyWebhookSignature } from './webhookSignature';

const body = '{"id":"e1","type":"booking.created"}';
const now = new Date('2026-11-27T10:00:00Z');
const t = Math.floor(now.getTime() / 1000);

describe('webhook signatures', () => {
  it('signs t.body with HMAC-SHA256 as node:crypto does, one v1 per secret', async () => {
    const header = await signWebhookPayload({ secrets: ['whsec_new', 'whsec_old'], body, timestamp: t });
    const hmac = (secret: string) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${hmac('whsec_new')},v1=${hmac('whsec_old')}`);
  });

  it('accepts a signature made with any of the secrets, within the tolerance', async () => {
    const header = await signWebhookPayload({ secrets: ['whsec_new', 'whsec_old'], body, timestamp: t - 299 });
    expect(await verifyWebhookSignature({ header, body, secret: 'whsec_old', now })).toEqual({ ok: true, timestamp: t - 299 });
  });

  it('refuses a changed body, a wrong secret, an old timestamp and a malformed header', async () => {
    const header = await signWebhookPayload({ secrets: ['whsec_a'], body, timestamp: t });
    expect(await verifyWebhookSignature({ header, body: `${body} `, secret: 'whsec_a', now })).toEqual({ ok: false, reason: 'mismatch' });
    expect(await verifyWebhookSignature({ header, body, secret: 'whsec_b', now })).toEqual({ ok: false, reason: 'mismatch' });
    const later = new Date(now.getTime() + 301_000);
    expect(await verifyWebhookSignature({ header, body, secret: 'whsec_a', now: later })).toEqual({ ok: false, reason: 'tooOld' });
    for (const bad of [undefined, '', `t=${t}`, `v1=abcd`, `t=${t},v1=xyz`, `t=soon,v1=abcd`])
      expect(await verifyWebhookSignature({ header: bad, body, secret: 'whsec_a', now })).toEqual({ ok: false, reason: 'malformed' });
  });
});
