import { readFile } from 'node:fs/promises';

/** True when a process with this id exists (signal 0 only checks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Sends a signal unless the process has gone; false when it had. A process seen alive a
 * moment ago may have exited since (a PostgreSQL already shutting down): that is the state
 * the caller wants, not an error.
 */
export function signalIfAlive(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

/** The program name of a live process, from /proc (Linux); undefined when unknown. */
export async function processName(pid: number): Promise<string | undefined> {
  try {
    return (await readFile(`/proc/${pid}/comm`, 'utf8')).trim();
  } catch {
    return undefined;
  }
}

export async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

/** The first line of a pid file as a number, or undefined when missing or unreadable. */
export async function readPidFile(file: string): Promise<number | undefined> {
  try {
    const first = (await readFile(file, 'utf8')).split('\n')[0]?.trim();
    const pid = Number(first);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
