/** The lifecycle of an in-process worker: rounds run one at a time, on demand and on a timer. */
export interface RoundLoop {
  /** Run a round soon (another after the one in flight, if any); returns at once. */
  kick(): void;
  /** Run rounds until one finds nothing left, and resolve then. */
  drain(): Promise<void>;
  /** Run a round now, then one every `pollMs` (the timer does not keep the process alive). */
  start(): void;
  /** Stop the timer and wait for the round in flight; later kicks do nothing. */
  stop(): Promise<void>;
}

/**
 * Runs `round` (one pass over what is due) for a worker of the mail queue, the webhook deliveries
 * or the waitlist's offers: never two rounds at once in one process, a kick during a round asks
 * for one more after it, an error is handed to `onError` and the next round tries again.
 * @example
 * const loop = createRoundLoop({ round: () => sendDue(), pollMs: 2_000, onError: (e) => log.error(e) });
 * app.addHook('onListen', async () => loop.start());
 */
export function createRoundLoop(options: { round: () => Promise<void>; pollMs: number; onError: (error: unknown) => void }): RoundLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await options.round();
        } while (again && !stopped);
      } catch (error) {
        options.onError(error);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  return {
    kick() {
      if (!stopped) void run();
    },
    async drain() {
      if (running) await running;
      await run();
    },
    start() {
      if (timer || stopped) return;
      void run();
      timer = setInterval(() => void run(), options.pollMs);
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
