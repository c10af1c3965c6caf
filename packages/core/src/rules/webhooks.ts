import type { WebhookCreatePayload, WebhookEventType } from '../entities';

/** Every event a webhook may subscribe to, in the order the screens list them. */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.updated',
  'booking.deleted',
  'registration.created',
  'registration.updated',
  'registration.approved',
  'registration.denied',
  'registration.cancelled',
  'registration.offered',
  'attendance.entered',
  'attendance.left',
  'mail.delivered',
  'mail.failed',
] as const satisfies readonly WebhookEventType[];

/** Every webhook signing secret starts with this. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The request headers of a delivery. */
export const WEBHOOK_HEADERS = {
  signature: 'Greenroom-Signature',
  eventID: 'Greenroom-Event-Id',
  eventType: 'Greenroom-Event-Type',
} as const;

/**
 * Delivery timing: a receiver has `timeoutMs` to answer 2xx; a failed attempt is tried again after
 * each of `retryDelaysMs` in turn, then given up; a subscription whose last `disableAfterFailures`
 * attempts all failed is turned off and its owner mailed; after a secret is rotated the old one
 * still signs (as a second v1) for `rotationOverlapMs`; receivers refuse signatures older than
 * `toleranceSeconds`.
 */
export const WEBHOOK_DELIVERY = {
  timeoutMs: 10_000,
  retryDelaysMs: [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000],
  disableAfterFailures: 15,
  rotationOverlapMs: 24 * 3_600_000,
  toleranceSeconds: 300,
  /** How long a finished delivery (and an event with none left) is kept for the log: 30 days. */
  keepFinishedMs: 30 * 24 * 3_600_000,
  /** How often a worker clears what is older than that. */
  pruneEveryMs: 3_600_000,
} as const;

/** How many deliveries GET /webhooks/deliveries answers unless told (and at most). */
export const WEBHOOK_LOG_LIMITS = { default: 100, max: 500 } as const;

/**
 * The texts of webhooks as both backends and the screens use them (ours: the spec has no webhooks).
 * @example WEBHOOK_TEXTS.urlInvalid // 'Enter a full https:// address.'
 */
export const WEBHOOK_TEXTS = {
  urlInvalid: 'Enter a full https:// address.',
  urlPrivate: 'Addresses on this machine or a private network are not allowed on this server.',
  urlTooLong: 'The address can have at most 2000 characters.',
  eventsRequired: 'Choose at least one event.',
  eventUnknown: 'One of the events is not known.',
  resendNotFinished: 'Only a delivered or failed delivery can be sent again.',
  disabledAfterFailures: `Turned off after ${WEBHOOK_DELIVERY.disableAfterFailures} failed deliveries in a row.`,
  disabledMailSubject: 'A Greenroom webhook was turned off',
} as const;

/** What checkWebhookInput answers: the cleaned input, or the field errors. */
export type CheckedWebhookInput = { ok: true; input: Pick<WebhookCreatePayload, 'url' | 'events'> } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Checks a webhook's address and events: an absolute https:// URL of 2000 characters at most, and
 * at least one known event (duplicates dropped, kept in WEBHOOK_EVENT_TYPES order). A server must
 * not be made to post into its own network, so `localhost` and loopback, private and link-local
 * addresses are refused unless `privateTargets` (an operator's choice, e.g. for a receiver beside the
 * server); then http:// is taken too.
 * @example checkWebhookInput({ url: 'https://crm.example.com/h', events: ['booking.created'] }).ok // true
 * @example checkWebhookInput({ url: 'http://127.0.0.1:9000/h', events: ['mail.failed'] }, { privateTargets: true }).ok // true
 * @example checkWebhookInput({ url: 'ftp://x', events: [] }).ok // false
 */
export function checkWebhookInput(input: { url: string; events: readonly string[] }, options: { privateTargets?: boolean } = {}): CheckedWebhookInput {
  const fieldErrors: Record<string, string> = {};
  const url = input.url.trim();
  const address = parseAddress(url);
  if (url.length > 2000) fieldErrors.url = WEBHOOK_TEXTS.urlTooLong;
  else if (!address || (address.protocol === 'http:' && !options.privateTargets)) fieldErrors.url = WEBHOOK_TEXTS.urlInvalid;
  else if (!options.privateTargets && isPrivateHost(address.hostname)) fieldErrors.url = WEBHOOK_TEXTS.urlPrivate;
  if (input.events.length === 0) fieldErrors.events = WEBHOOK_TEXTS.eventsRequired;
  else if (!input.events.every((event) => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(event))) fieldErrors.events = WEBHOOK_TEXTS.eventUnknown;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const events = WEBHOOK_EVENT_TYPES.filter((event) => input.events.includes(event));
  return { ok: true, input: { url, events } };
}

/** An http(s) URL without credentials, or null. */
function parseAddress(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  return url;
}

/**
 * `localhost` names and literal loopback, private (RFC 1918, unique-local) and link-local addresses
 * (URL has already normalised IPv4 forms such as 0x7f.1 to dotted decimal). A name that resolves to
 * such an address is not caught here.
 */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (host.startsWith('[')) {
    const v6 = host.slice(1, -1);
    return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith('::ffff:');
  }
  return false;
}

/**
 * The wait before attempt `attempts + 1` after `attempts` failed ones, or null when the delivery is
 * given up.
 * @example webhookRetryDelay(1) // 60000
 * @example webhookRetryDelay(6) // null
 */
export function webhookRetryDelay(attempts: number): number | null {
  return WEBHOOK_DELIVERY.retryDelaysMs[attempts - 1] ?? null;
}
