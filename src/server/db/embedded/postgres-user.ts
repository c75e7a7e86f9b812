import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface OsUser {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root. When the shop runs as root (containers, CI),
 * the cluster runs as a `postgres` system user, created on first use.
 * Otherwise it runs as whoever runs the shop: undefined means "as ourselves".
 */
export async function postgresOsUser(): Promise<OsUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await lookUpUser('postgres');
  if (existing) return existing;
  await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
  await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
  const created = await lookUpUser('postgres');
  if (!created) throw new Error('Could not create the "postgres" system user to run PostgreSQL.');
  return created;
}

async function lookUpUser(name: string): Promise<OsUser | undefined> {
  try {
    const uid = Number((await run('id', ['-u', name])).stdout.trim());
    const gid = Number((await run('id', ['-g', name])).stdout.trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/**
 * The postgres user must be able to walk down to `target`. A checkout or DATA_DIR
 * below a mode-700 directory (a home directory, mkdtemp) fails deep inside
 * PostgreSQL with "Permission denied"; this finds the culprit and says so plainly.
 */
export async function assertReachable(target: string, user: OsUser, what: string): Promise<void> {
  let dir = resolve(target);
  const blocked: string[] = [];
  for (;;) {
    const info = await stat(dir).catch(() => undefined);
    if (info) {
      const mine = info.uid === user.uid;
      const group = info.gid === user.gid;
      const searchable = mine ? info.mode & 0o100 : group ? info.mode & 0o010 : info.mode & 0o001;
      if (!searchable) blocked.push(dir);
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  if (blocked.length > 0) {
    throw new Error(
      `PostgreSQL runs as the "postgres" user, which cannot reach the ${what} at ${target}: ` +
        `${blocked.join(', ')} ${blocked.length === 1 ? 'is' : 'are'} not searchable by it. ` +
        `Move the ${what} out of that directory (for example DATA_DIR=/var/lib/circuit-haat), ` +
        `or allow it with: chmod o+x ${blocked.join(' ')}`,
    );
  }
}
