import { readFile } from 'node:fs/promises';

export interface MemorySample {
  /** Seconds since the load started. */
  atSeconds: number;
  rssMb: number;
}

/** The resident set size of a process in MB, from /proc (Linux). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`No VmRSS for process ${pid}.`);
  return Number(kb) / 1024;
}

/** Samples a process's RSS every intervalMs until stopped. */
export function sampleMemory(pid: number, startedAt: number, intervalMs: number) {
  const samples: MemorySample[] = [];
  const take = async () => {
    try {
      samples.push({ atSeconds: (Date.now() - startedAt) / 1000, rssMb: await rssMb(pid) });
    } catch {
      // The process is gone; the caller notices that on its own.
    }
  };
  void take();
  const timer = setInterval(() => void take(), intervalMs);
  return {
    samples,
    stop: () => clearInterval(timer),
  };
}

export interface Trend {
  /** Least-squares slope of RSS over time, MB per minute. */
  slopeMbPerMinute: number;
  /** The slope's standard error, MB per minute: how far noise alone could move it. */
  slopeStandardError: number;
  /** How much of the variation the straight line explains (0..1). */
  rSquared: number;
  count: number;
  firstMb: number;
  lastMb: number;
  minMb: number;
  maxMb: number;
}

/** The least-squares line through the samples (time in minutes, RSS in MB). */
export function memoryTrend(samples: readonly MemorySample[]): Trend {
  if (samples.length < 3) throw new Error('At least three memory samples are needed.');
  const xs = samples.map((s) => s.atSeconds / 60);
  const ys = samples.map((s) => s.rssMb);
  const n = samples.length;
  const meanX = xs.reduce((a, b) => a + b, 0) / n;
  const meanY = ys.reduce((a, b) => a + b, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] as number) - meanX;
    const dy = (ys[i] as number) - meanY;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const residual = Math.max(0, syy - slope * sxy);
  return {
    slopeMbPerMinute: slope,
    slopeStandardError: sxx === 0 ? 0 : Math.sqrt(residual / (n - 2) / sxx),
    rSquared: sxx === 0 || syy === 0 ? 0 : (sxy * sxy) / (sxx * syy),
    count: n,
    firstMb: ys[0] as number,
    lastMb: ys[n - 1] as number,
    minMb: Math.min(...ys),
    maxMb: Math.max(...ys),
  };
}

/**
 * A clearly upward trend: steeper than the limit, and steep beyond what the noise of
 * garbage collection explains (the slope minus two standard errors is still above zero).
 */
export function risesClearly(trend: Trend, maxSlopeMbPerMinute: number): boolean {
  return (
    trend.slopeMbPerMinute > maxSlopeMbPerMinute &&
    trend.slopeMbPerMinute - 2 * trend.slopeStandardError > 0
  );
}
