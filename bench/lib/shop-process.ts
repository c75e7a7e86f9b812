import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { projectRoot } from '../../src/server/project-paths.ts';
import { MEMORY_RELEASE } from '../../test/system/support/shop-process.ts';

export interface ShopProcess {
  pid: number;
  baseUrl: string;
  /** Milliseconds from spawn to the first 200 from GET /api/health. */
  startMs: number;
  stop(): Promise<void>;
}

/**
 * The production server exactly as `npm start` runs it after the build
 * (`node dist/server/main.js` with its environment), on a data directory of the bench's own.
 */
export async function startShop(env: Record<string, string>, port: number): Promise<ShopProcess> {
  const startedAt = performance.now();
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the shop under load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      // As `npm start` and the systemd unit run it: freed memory goes back to the system.
      ...MEMORY_RELEASE,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`The shop did not become healthy: ${String(error)}\n${output}`);
  }
  return {
    pid: child.pid ?? -1,
    baseUrl,
    startMs: performance.now() - startedAt,
    stop: () => stopChild(child, 60_000),
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** SIGTERM (the shop's graceful stop, which also stops its PostgreSQL) and wait for exit. */
export async function stopChild(child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of one process (the Node process only, not its PostgreSQL), in MB. */
export async function residentMb(pid: number): Promise<number | undefined> {
  const { readFile } = await import('node:fs/promises');
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = status.match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}
