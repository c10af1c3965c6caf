import { WEBHOOK_DELIVERY } from './webhooks';

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * The `Greenroom-Signature` header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`,
 * one v1 per secret (two while a rotated secret's old one still signs). Runs in Node 20+ and browsers
 * (Web Crypto); the server signs with it, so sender and receiver share one definition.
 * @example
 * const header = await signWebhookPayload({ secrets: ['whsec_abc'], body: '{"id":"e1"}', timestamp: 1795000000 });
 * // 't=1795000000,v1=5d1c…'
 */
export async function signWebhookPayload(options: { secrets: readonly string[]; body: string; timestamp: number }): Promise<string> {
  const signed = encoder.encode(`${options.timestamp}.${options.body}`);
  const parts = [`t=${options.timestamp}`];
  for (const secret of options.secrets) parts.push(`v1=${toHex(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), signed))}`);
  return parts.join(',');
}

/** Why a signature was refused. */
export type WebhookSignatureRefusal = 'malformed' | 'tooOld' | 'mismatch';

/** What verifyWebhookSignature answers. */
export type WebhookSignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: WebhookSignatureRefusal };

/**
 * Checks a delivery's `Greenroom-Signature` header against the raw request body (the exact bytes as
 * text, before any JSON parsing) and the webhook's secret: some v1 must be the HMAC-SHA256 of
 * "t.body" (compared in constant time by Web Crypto), and t must be within `toleranceSeconds`
 * (default 300) of `now` (default the current time) so an old delivery cannot be replayed. Use the
 * `Greenroom-Event-Id` header to drop an event you have already handled.
 * @example
 * // In an Express or Fastify handler, with the body read as text:
 * const check = await verifyWebhookSignature({ header: req.headers['greenroom-signature'], body: rawBody, secret: process.env.GREENROOM_WEBHOOK_SECRET });
 * if (!check.ok) return res.status(400).send(check.reason);
 */
export async function verifyWebhookSignature(options: {
  header: string | null | undefined;
  body: string;
  secret: string;
  now?: Date;
  toleranceSeconds?: number;
}): Promise<WebhookSignatureCheck> {
  const parts = (options.header ?? '').split(',').map((part) => part.trim().split('='));
  const timestampText = parts.find(([name]) => name === 't')?.[1] ?? '';
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => fromHex(value ?? ''));
  if (!/^\d{1,12}$/.test(timestampText) || signatures.length === 0 || signatures.some((s) => s === null)) return { ok: false, reason: 'malformed' };
  const timestamp = Number(timestampText);
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - timestamp) > (options.toleranceSeconds ?? WEBHOOK_DELIVERY.toleranceSeconds)) return { ok: false, reason: 'tooOld' };
  const key = await hmacKey(options.secret, 'verify');
  const signed = encoder.encode(`${timestamp}.${options.body}`);
  for (const signature of signatures) if (await crypto.subtle.verify('HMAC', key, signature as Uint8Array<ArrayBuffer>, signed)) return { ok: true, timestamp };
  return { ok: false, reason: 'mismatch' };
}
