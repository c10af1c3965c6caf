import type { WebhookEvent } from '@greenroom/core';
import { signWebhookPayload, WEBHOOK_DELIVERY, WEBHOOK_HEADERS, WEBHOOK_TEXTS, webhookRetryDelay } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/db/database';
import { createRoundLoop, type RoundLoop } from '../platform/lib/roundLoop';
import { newId } from '../platform/lib/tokens';
import { escapeHtml, type Mailer } from '../platform/mailer';
import { SERVER_VERSION } from '../platform/version';
import { claimDueWebhookDeliveries, markWebhookAttemptFailed, markWebhookDelivered, pruneWebhookHistory, type ClaimedWebhookDelivery } from './store/deliveries';
import { signingSecrets, webhookOwner, type WebhookRow } from './store/subscriptions';

/** Posts one signed delivery; answers the receiver's HTTP status (throws when it cannot be reached in time). */
export type WebhookTransport = (url: string, request: { headers: Record<string, string>; body: string; timeoutMs: number }) => Promise<{ status: number }>;

/**
 * The real transport: a POST with fetch, bounded by an AbortSignal timeout; redirects are not
 * followed (a 3xx is a failed attempt) and the answer's body is not read.
 * @example const { status } = await fetchTransport('https://crm.example.com/h', { headers, body, timeoutMs: 10_000 });
 */
export const fetchTransport: WebhookTransport = async (url, request) => {
  const response = await fetch(url, { method: 'POST', headers: request.headers, body: request.body, redirect: 'manual', signal: AbortSignal.timeout(request.timeoutMs) });
  await response.body?.cancel();
  return { status: response.status };
};

/** What a worker needs; the rest has defaults. */
export interface WebhookWorkerOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** Where the owner of a subscription the server turns off is told. */
  mailer: Mailer;
  /** The product's name in that mail. */
  productName: string;
  transport?: WebhookTransport;
  /** How long a claim holds (a dead worker's claims are free again after it); well over the timeout. Default 60 s. */
  leaseMs?: number;
  /** Deliveries claimed per round. Default 20. */
  batchSize?: number;
  /** Polling interval once started (real time). Default 2 s. */
  pollMs?: number;
  workerID?: string;
  onError?: (error: unknown) => void;
}

/** The in-process sender of webhook deliveries: a round sends what is due (what a previous process left included). */
export interface WebhookWorker extends RoundLoop {
  readonly workerID: string;
}

/** Why an attempt that threw failed, in a few words for the delivery log. */
function failureText(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `No answer within ${WEBHOOK_DELIVERY.timeoutMs / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const text = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return text.slice(0, 500);
}

/** The JSON body of a delivery: the WebhookEvent, its data as stored. */
function eventBody(event: ClaimedWebhookDelivery['event']): string {
  const body: WebhookEvent = { id: event.eventID, type: event.type, createdAt: new Date(event.createdAt).toISOString(), projectID: event.projectID, data: JSON.parse(event.data) };
  return JSON.stringify(body);
}

/**
 * A worker: claims due deliveries of enabled subscriptions (a lease per claim, so several
 * instances never send one twice while it may still succeed), posts each event signed with the
 * subscription's secrets (core's signWebhookPayload, the server's clock), records a 2xx as
 * delivered and anything else as a failed attempt retried after webhookRetryDelay (then given up).
 * The attempt that makes WEBHOOK_DELIVERY.disableAfterFailures failures in a row turns the
 * subscription off and mails its owner. Once an hour a round clears finished deliveries and events
 * older than WEBHOOK_DELIVERY.keepFinishedMs. Rounds in one process never overlap.
 * @example
 * const worker = createWebhookWorker({ db, clock, mailer, productName: 'Greenroom' });
 * worker.start(); // ... await worker.stop();
 */
export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db, clock } = options;
  const transport = options.transport ?? fetchTransport;
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  const workerID = options.workerID ?? newId();
  const onError = options.onError ?? (() => {});

  const mailOwner = async (webhook: WebhookRow): Promise<void> => {
    const owner = await webhookOwner(db, webhook);
    if (!owner) return;
    const lines = [WEBHOOK_TEXTS.disabledAfterFailures, `${webhook.url} (${owner.projectName})`];
    await options.mailer.send({
      to: owner.email,
      subject: WEBHOOK_TEXTS.disabledMailSubject,
      text: `${lines.join('\n\n')}\n\n${options.productName}`,
      html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>${escapeHtml(options.productName)}</p>`,
    });
  };

  const attempt = async (delivery: ClaimedWebhookDelivery): Promise<void> => {
    const body = eventBody(delivery.event);
    const now = clock.now().getTime();
    const signature = await signWebhookPayload({ secrets: signingSecrets(toSecrets(delivery), now), body, timestamp: Math.floor(now / 1000) });
    const headers = {
      'Content-Type': 'application/json',
      'User-Agent': `Greenroom-Webhooks/${SERVER_VERSION}`,
      [WEBHOOK_HEADERS.signature]: signature,
      [WEBHOOK_HEADERS.eventID]: delivery.event.eventID,
      [WEBHOOK_HEADERS.eventType]: delivery.event.type,
    };
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = (await transport(delivery.url, { headers, body, timeoutMs: WEBHOOK_DELIVERY.timeoutMs })).status;
      if (status < 200 || status > 299) error = `HTTP ${status}`;
    } catch (thrown) {
      error = failureText(thrown);
    }
    const doneAt = clock.now().getTime();
    if (error === null) {
      await markWebhookDelivered(db, delivery.deliveryID, workerID, status as number, doneAt);
      return;
    }
    const delay = webhookRetryDelay(delivery.attempts);
    const disabled = await markWebhookAttemptFailed(db, delivery.deliveryID, workerID, { status, error, retryAt: delay === null ? null : doneAt + delay }, doneAt);
    if (disabled) await mailOwner(disabled).catch(onError);
  };

  // The log keeps WEBHOOK_DELIVERY.keepFinishedMs of history; older rows are cleared once in a while.
  let prunedAt = Number.NEGATIVE_INFINITY;
  const pruneWhenDue = async (): Promise<void> => {
    const now = clock.now().getTime();
    if (now - prunedAt < WEBHOOK_DELIVERY.pruneEveryMs) return;
    prunedAt = now;
    await pruneWebhookHistory(db, now - WEBHOOK_DELIVERY.keepFinishedMs);
  };

  const round = async (): Promise<void> => {
    for (;;) {
      const batch = await claimDueWebhookDeliveries(db, workerID, clock.now().getTime(), leaseMs, batchSize);
      if (batch.length === 0) break;
      await Promise.all(batch.map(attempt));
    }
    await pruneWhenDue();
  };

  const loop = createRoundLoop({ round, pollMs: options.pollMs ?? 2_000, onError });
  return { workerID, ...loop };
}

function toSecrets(delivery: ClaimedWebhookDelivery) {
  return { secret: delivery.secret, previous_secret: delivery.previousSecret, previous_secret_until: delivery.previousSecretUntil };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's webhook worker (started when the app listens, stopped when it closes). */
    webhookWorker: WebhookWorker;
  }
}
