import type { GuestFlowContext } from './outcomeMail';
import { lapsedOffers } from '../store/waitlist';
import { lapseOffer } from './transitions';
import { createRoundLoop, type RoundLoop } from '../../platform/lib/roundLoop';

/** What the worker needs; the rest has defaults. */
export interface OfferLapseWorkerOptions {
  ctx: GuestFlowContext;
  /** Offers looked at per round. Default 20. */
  batchSize?: number;
  /** Polling interval once started (real time). Default 30 s: a claim window is hours long. */
  pollMs?: number;
  onError?: (error: unknown) => void;
}

/** The in-process mover of lapsed waitlist offers (issue 27): a round moves every offer lapsed by the server's clock. */
export type OfferLapseWorker = RoundLoop;

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

  return createRoundLoop({ round, pollMs: options.pollMs ?? 30_000, onError });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's lapsed-offer worker (started when the app listens, stopped when it closes). */
    offerLapseWorker: OfferLapseWorker;
  }
}
