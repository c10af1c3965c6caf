import { ERROR_CODES } from '@greenroom/core/rules';
import { ApiError } from '../http/errors';

/** Limits of password-hash work (scrypt), per server instance. */
export interface HashGateLimits {
  /** Hashes running at once over all clients (below libuv's 4 threads, so token checks keep one). */
  concurrent: number;
  /** Hashes waiting for a slot over all clients; more answer 429. */
  queued: number;
  /** Hashes running or waiting for one client address; more answer 429. */
  perAddress: number;
}

export const DEFAULT_HASH_GATE_LIMITS: HashGateLimits = { concurrent: 2, queued: 64, perAddress: 2 };

const busy = () =>
  new ApiError(429, 'Too many sign-in attempts. Please wait a few seconds and try again.', { code: ERROR_CODES.limitExceeded });

/**
 * Admission control for password hashing: a few hashes at a time, a bounded queue, and a small
 * share per client address, so a flood of anonymous sign-ins from one place cannot starve
 * everyone else (issue 19). Excess work is refused at once with 429, before any hashing.
 * @example
 * const gate = new HashGate();
 * const ok = await gate.run(request.ip, () => verifyPassword(password, stored));
 */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly perAddress = new Map<string, number>();
  /** Moving average of how long a real hash took, in ms (what {@link pretend} waits). */
  private typicalMs = 0;

  constructor(private readonly limits: HashGateLimits = DEFAULT_HASH_GATE_LIMITS) {}

  /** Run `work` when a slot is free; 429 when the address or the queue is full. */
  async run<T>(address: string, work: () => Promise<T>): Promise<T> {
    return this.admitted(address, async () => {
      const started = performance.now();
      try {
        return await this.inSlot(work);
      } finally {
        const took = performance.now() - started;
        this.typicalMs = this.typicalMs === 0 ? took : this.typicalMs * 0.8 + took * 0.2;
      }
    });
  }

  /**
   * Take as long as a typical hash without doing one (no CPU, no slot): for sign-ins that need no
   * hash (unknown user, locked pair), so their answers take as long as real ones and a flood of
   * invented names costs nothing. Admitted per address like real work.
   */
  pretend(address: string): Promise<void> {
    return this.admitted(address, () => new Promise<void>((resolve) => setTimeout(resolve, this.typicalMs)));
  }

  /** Whether a real hash has been timed yet (until then, {@link pretend} has nothing to imitate). */
  get measured(): boolean {
    return this.typicalMs > 0;
  }

  private async inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrent) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next(); // the slot passes on directly
      else this.running -= 1;
    }
  }

  private async admitted<T>(address: string, work: () => Promise<T>): Promise<T> {
    const mine = this.perAddress.get(address) ?? 0;
    if (mine >= this.limits.perAddress) throw busy();
    if (this.running >= this.limits.concurrent && this.waiting.length >= this.limits.queued) throw busy();
    this.perAddress.set(address, mine + 1);
    try {
      return await work();
    } finally {
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left <= 0) this.perAddress.delete(address);
      else this.perAddress.set(address, left);
    }
  }
}
