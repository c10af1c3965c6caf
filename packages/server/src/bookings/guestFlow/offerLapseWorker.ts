import type { GuestFlowContext } from './outcomeMail';
import { lapsedOffers } from '../store/waitlist';
import { lapseOffer } from './transitions';

/** What the worker needs; the rest has defaults. */
export interface OfferLapseWorkerOptions {
  ctx: GuestFlowContext;
  /** Offers looked at per round. Default 20. */
  batchSize?: number;
  /** Polling interval once started (real time). Default 30 s: a claim window is hours long. */
  pollMs?: number;
  onError?: (error: unknown) => void;
}

/** The in-process mover of lapsed waitlist offers (issue 27). */
export interface OfferLapseWorker {
  /** Move every offer lapsed by the server's clock now; resolves when none is left. */
  drain(): Promise<void>;
  /** Drain, then poll every `pollMs` until stopped. */
  start(): void;
  /** Stop polling and wait for the round in flight. */
  stop(): Promise<void>;
}

/**
 * A worker that finds offers lapsed by the server's clock and moves each on: the offer is
 * cancelled and the place offered to the next in line, with the mail (transitions.ts lapseOffer).
 * Several instances may run: each offer is cancelled by a conditional write under the booking's
 * lock, so of two instances that found it one acts and the other skips it (the lease is the row's
 * own state). Rounds in one process never overlap.
 * @example const worker = createOfferLapseWorker({ ctx }); worker.start(); // ... await worker.stop();
 */
export function createOfferLapseWorker(options: OfferLapseWorkerOptions): OfferLapseWorker {
  const { ctx } = options;
  const batchSize = options.batchSize ?? 20;
  const onError = options.onError ?? (() => {});
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const round = async (): Promise<void> => {
    // Offers skipped because another instance took them are not looked at again in this round.
    const seen = new Set<string>();
    for (;;) {
      const due = (await lapsedOffers(ctx.db, ctx.clock.now().getTime(), batchSize + seen.size)).filter((offer) => !seen.has(offer.registrationID));
      if (due.length === 0) return;
      for (const offer of due) {
        seen.add(offer.registrationID);
        await lapseOffer(ctx, offer);
      }
    }
  };

  const run = (): Promise<void> => {
    if (running) return running;
    running = round()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    async drain() {
      if (running) await running;
      await run();
    },
    start() {
      if (timer || stopped) return;
      void run();
      timer = setInterval(() => void run(), options.pollMs ?? 30_000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's lapsed-offer worker (started when the app listens, stopped when it closes). */
    offerLapseWorker: OfferLapseWorker;
  }
}
