import { HttpError } from '../../http/errors.ts';

/** Seconds a refused caller is told to wait: about what a few queued decodes take. */
const RETRY_AFTER_SECONDS = 5;

/** The gate was full: nothing was decoded, and the caller may try again shortly. */
export class DecodesBusy extends HttpError {
  constructor() {
    super(
      503,
      'The shop is busy processing other pictures. Please try again in a few seconds.',
      undefined,
      { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    );
  }
}

/**
 * Eight waiting per slot: at about a second a decode, an ordinary burst (an admin adding
 * a dozen product photos) waits; a flood is refused before it piles up behind them.
 */
const WAITING_PER_SLOT = 8;
/** A decode waiting longer than this is refused: the client has likely given up anyway. */
const MAX_WAIT_MS = 10_000;
/**
 * A decode running longer than this is stopped. An ordinary 25 MP JPEG takes under a
 * second on one core; a 16-bit PNG of the same size can take several.
 */
const DECODE_TIMEOUT_SECONDS = 5;

export interface DecodeGateLimits {
  /** Decodes that may run at once. */
  running: number;
  /** Decodes that may wait for a slot; more are refused at once. */
  waiting?: number;
  /** How long one may wait for a slot before it is refused. */
  maxWaitMs?: number;
  /** How long one may run before it is stopped (whole seconds, as sharp counts them). */
  timeoutSeconds?: number;
}

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout;
}

/**
 * Bounds the pictures being decoded at once in this process. Decoding is where an image
 * costs memory (a progressive JPEG holds every coefficient of the whole picture), so the
 * memory a burst of uploads can take is this bound times one decode, not the burst's size.
 * Callers beyond the slots wait in a short queue, first come first served; beyond that,
 * or after waiting too long, they get a 503 with Retry-After. The gate also carries how
 * long one decode may run (`timeoutSeconds`), which the decoder applies.
 */
export class DecodeGate {
  private running = 0;
  private readonly queue: Waiter[] = [];

  private readonly limits: Required<DecodeGateLimits>;

  constructor(limits: DecodeGateLimits) {
    this.limits = {
      waiting: WAITING_PER_SLOT * limits.running,
      maxWaitMs: MAX_WAIT_MS,
      timeoutSeconds: DECODE_TIMEOUT_SECONDS,
      ...limits,
    };
  }

  get timeoutSeconds(): number {
    return this.limits.timeoutSeconds;
  }

  async run<T>(decode: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await decode();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.running < this.limits.running) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.queue.length >= this.limits.waiting) return Promise.reject(new DecodesBusy());
    return new Promise((admitted, refused) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          admitted();
        },
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          refused(new DecodesBusy());
        }, this.limits.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  private leave(): void {
    const next = this.queue.shift();
    // The slot passes straight to the next in line, so `running` does not change.
    if (next) next.admit();
    else this.running -= 1;
  }
}
