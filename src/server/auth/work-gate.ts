/**
 * Runs at most `concurrency` jobs at once and queues at most `queue` more; a job that
 * finds the queue full is refused at once with `GateFull`, so a flood makes callers
 * wait a bounded time or be told to come back, never pile up without end.
 */
export interface WorkGateLimits {
  concurrency: number;
  queue: number;
}

export class GateFull extends Error {
  constructor() {
    super('Too much of this work is already waiting.');
  }
}

export class WorkGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private limits: WorkGateLimits) {}

  /** New limits apply to jobs that arrive from now on. */
  configure(limits: WorkGateLimits): void {
    this.limits = limits;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue) throw new GateFull();
      // The finishing job hands its slot straight over, so `running` stays counted.
      await new Promise<void>((start) => this.waiting.push(start));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
