import type { Kysely } from 'kysely';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/db/database';
import { createRoundLoop, type RoundLoop } from '../platform/lib/roundLoop';
import { newId } from '../platform/lib/tokens';
import type { TemplateDelivery } from './delivery';
import { claimDue, extendLease, finishSent, markAttemptFailed, markSent, type DeliveryRow } from './store/queue';
import { classifyFailure, DEFAULT_RETRY, nextAttemptAt, type RetryPolicy } from './retryPolicy';

/** What a worker needs; the rest has defaults. */
export interface MailWorkerOptions {
  db: Kysely<Database>;
  clock: Clock;
  delivery: TemplateDelivery;
  retry?: RetryPolicy;
  /** How long a claim holds; a worker that died releases its claims when this runs out. Default 5 min (MAIL_CLAIM_SECONDS). */
  leaseMs?: number;
  /** Deliveries claimed per round. Default 20. */
  batchSize?: number;
  /** Polling interval once started (real time), for retries and other instances' leftovers. Default 2 s. */
  pollMs?: number;
  /** Id in `claimed_by` (default: a new uuid per worker). */
  workerID?: string;
  onError?: (error: unknown) => void;
  /** Told after each failed attempt: to whom, why, and when it is tried again (`null`: given up). */
  onAttemptFailed?: (recipient: string, reason: string, retryAt: number | null) => void;
  /** Told after each renewal of a claim in flight (whether it still held); tests wait on it. */
  onHeartbeat?: (deliveryID: string, held: boolean) => void;
}

/** The in-process deliverer of queued template mail: a round delivers what is due (what a previous process left included; `kick` after an enqueue). */
export interface MailWorker extends RoundLoop {
  readonly workerID: string;
}

/**
 * A worker: claims due deliveries, marking them 'sending' (a lease per claim, renewed every third
 * of it while the transport works), hands each to the transport with its delivery id (a stable
 * Message-ID), marks it 'sent' right after the transport resolved (the mail server accepted it or
 * the outbox kept it; a crash in between leaves it 'sending', sent again with the same Message-ID
 * once the claim runs out), retries temporary failures with backoff and fails the rest with the
 * reason. Rounds in one process never overlap; several processes share the queue through the claims.
 * @example
 * const worker = createMailWorker({ db, clock, delivery: createTemplateDelivery({ db, clock, config }) });
 * worker.start(); // ... await worker.stop();
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, clock, delivery } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 20;
  const workerID = options.workerID ?? newId();
  const onError = options.onError ?? (() => {});

  const attempt = async (row: DeliveryRow): Promise<void> => {
    // While the mail server takes its time, keep the claim alive: no other worker may take the
    // delivery and send it again while this one may still succeed (issue 32 §9).
    const heartbeat = setInterval(() => {
      extendLease(db, row.delivery_id, workerID, clock.now().getTime() + leaseMs)
        .then((held) => options.onHeartbeat?.(row.delivery_id, held))
        .catch(onError);
    }, Math.max(1, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    try {
      const mail = { to: row.recipient, fromName: row.from_name, replyTo: row.reply_to, subject: row.subject, text: row.text, html: row.html, ics: row.ics };
      await delivery.deliver(mail, row.delivery_id);
    } catch (error) {
      clearInterval(heartbeat);
      const failure = classifyFailure(error);
      const now = clock.now().getTime();
      const retryAt = failure.permanent ? null : nextAttemptAt(retry, row.attempts, now);
      await markAttemptFailed(db, row.delivery_id, workerID, now, retryAt, failure.reason);
      options.onAttemptFailed?.(row.recipient, failure.reason, retryAt);
      return;
    }
    clearInterval(heartbeat);
    await markSent(db, row, workerID, clock.now().getTime());
  };

  const round = async (): Promise<void> => {
    // What a dead worker marked sent but did not record on the registration yet.
    for (;;) {
      const finished = await finishSent(db, workerID, clock.now().getTime(), leaseMs, batchSize);
      if (finished < batchSize) break;
    }
    for (;;) {
      const batch = await claimDue(db, workerID, clock.now().getTime(), leaseMs, batchSize);
      if (batch.length === 0) return;
      // The transport bounds how many go out at once (its connection pool).
      await Promise.all(batch.map(attempt));
    }
  };

  return { workerID, ...createRoundLoop({ round, pollMs: options.pollMs ?? 2_000, onError }) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's template-mail worker (started when the app listens, stopped when it closes). */
    mailWorker: MailWorker;
  }
}
