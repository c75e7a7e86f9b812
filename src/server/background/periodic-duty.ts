/** Where a background duty reports what it did and what went wrong. */
export interface DutyLog {
  info(message: string): void;
  error(message: string): void;
}

export interface PeriodicDuty {
  /** Cancels the next run and waits for one in progress, before the pool closes. */
  stop(): Promise<void>;
}

/**
 * Runs `duty` now and then in the background until stopped, one run at a time. The first
 * run waits a random part of the interval, so instances started together do not all run
 * at once; the duty itself must be safe when they do (several instances share one
 * database). A failed run is logged and the next one comes as usual.
 */
export function startPeriodicDuty(
  name: string,
  everyMs: number,
  duty: () => Promise<void>,
  log: DutyLog,
): PeriodicDuty {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const runOnce = async () => {
    try {
      await duty();
    } catch (error) {
      log.error(`${name} failed: ${(error as Error).message}`);
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().then(() => schedule(everyMs));
    }, delay);
    // A pending run must never keep the process alive.
    timer.unref();
  };
  schedule(Math.floor(Math.random() * everyMs));
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
