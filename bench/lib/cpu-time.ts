import { readdir, readFile } from 'node:fs/promises';
import { cpus } from 'node:os';

/**
 * Where the machine's CPU went during one run, from Linux's own accounting: for each
 * party, seconds on a CPU and seconds ready to run but waiting for one (schedstat), and
 * for the whole machine how busy it was, how much of that was nobody in this bench
 * (other work on a shared machine) and how much the hypervisor took (steal). A round
 * that is slow because its side waited for a CPU says so here.
 */
export interface CpuUse {
  /** Per party: CPU seconds used and seconds spent waiting for a CPU. */
  parties: Record<string, { cpuS: number; waitS: number }>;
  /** Busy share of all CPUs (0-1), the share used by processes outside this bench, steal. */
  machine: { busy: number; others: number; steal: number };
}

type Parties = Record<string, () => Promise<number[]>>;

/** Threads (/proc/<pid>/task/*) of a process: time on CPU and waiting, in ns. */
async function schedstat(pid: number): Promise<[number, number]> {
  let run = 0;
  let wait = 0;
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  for (const task of tasks) {
    const text = await readFile(`/proc/${pid}/task/${task}/schedstat`, 'utf8').catch(() => '');
    const [onCpu, waiting] = text.split(' ').map(Number);
    run += onCpu || 0;
    wait += waiting || 0;
  }
  return [run, wait];
}

async function machineTicks(): Promise<{ total: number; idle: number; steal: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!;
  // cpu  user nice system idle iowait irq softirq steal (guest time is inside user)
  const fields = line.split(/\s+/).slice(1, 9).map(Number);
  const at = (i: number) => fields[i] ?? 0;
  const total = fields.reduce((sum, n) => sum + n, 0);
  return { total, idle: at(3) + at(4), steal: at(7) };
}

/** The children of a process (e.g. PostgreSQL's backends under its postmaster). */
export async function childrenOf(parent: number): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The command may contain spaces; the parent pid is the 2nd field after it.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === parent) pids.push(Number(entry));
  }
  return [parent, ...pids];
}

export class CpuWatch {
  private readonly parties: Parties = {};

  /** A named party and how to find its processes at the time of each run. */
  add(name: string, pids: () => Promise<number[]> | number[]) {
    this.parties[name] = async () => pids();
  }

  async during<T extends object>(measure: () => Promise<T>): Promise<T & { cpu: CpuUse }> {
    const before = await this.snapshot();
    const result = await measure();
    const after = await this.snapshot();
    const ticks = after.ticks.total - before.ticks.total || 1;
    const seconds = (ns: number) => Number((ns / 1e9).toFixed(2));
    const parties: CpuUse['parties'] = {};
    let ours = 0;
    for (const [name, pids] of Object.entries(after.parties)) {
      // A process that started during the run counts from zero; one that ended is lost.
      let run = 0;
      let wait = 0;
      for (const [pid, [onCpu, waiting]] of pids) {
        const [onCpu0, waiting0] = before.parties[name]?.get(pid) ?? [0, 0];
        run += onCpu - onCpu0;
        wait += waiting - waiting0;
      }
      parties[name] = { cpuS: seconds(run), waitS: seconds(wait) };
      ours += run;
    }
    const busyTicks = ticks - (after.ticks.idle - before.ticks.idle);
    const elapsedCpuNs = (after.at - before.at) * 1e6 * cpus().length;
    const share = (n: number) => Number(Math.max(0, Math.min(1, n)).toFixed(2));
    return {
      ...result,
      cpu: {
        parties,
        machine: {
          busy: share(busyTicks / ticks),
          others: share(busyTicks / ticks - ours / elapsedCpuNs),
          steal: share((after.ticks.steal - before.ticks.steal) / ticks),
        },
      },
    };
  }

  private async snapshot() {
    const parties: Record<string, Map<number, [number, number]>> = {};
    for (const [name, pids] of Object.entries(this.parties)) {
      parties[name] = new Map();
      for (const pid of await pids()) parties[name].set(pid, await schedstat(pid));
    }
    return { parties, ticks: await machineTicks(), at: performance.now() };
  }
}
