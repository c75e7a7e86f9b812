import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runningEmbeddedPostgres } from '../../../src/server/db/embedded/embedded-postgres.ts';
import { EMBEDDED_DATABASE } from '../../../src/server/db/open-database.ts';
import { liftOrderHoldLimits, shopDatabase } from './order-holds.ts';

/**
 * Runs the BUILT production server as a child process, exactly as `npm start` does
 * once its build check has passed: `node --enable-source-maps dist/server/main.js`.
 * Run `npm run build` first.
 */

export const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const SERVER_ENTRY = join(PROJECT_ROOT, 'dist', 'server', 'main.js');

/** A fresh DATA_DIR under the system temp dir that the postgres OS user can enter. */
export async function makeDataDir(prefix = 'circuit-haat-system-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  return dir;
}

export async function removeDataDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export interface ShopOptions {
  port: number;
  dataDir: string;
  /** Extra environment, e.g. ADMIN_EMAILS; overrides the defaults below. */
  env?: Record<string, string>;
  /** How long to wait for /api/health to answer 200. */
  readyTimeoutMs?: number;
}

/**
 * Limits that protect a real shop from one address would stop a test that signs
 * up and orders for many customers from 127.0.0.1; names the security limits
 * may use are set too, and are ignored while they do not exist.
 */
export const GENEROUS_LIMITS: Record<string, string> = {
  SIGNUP_LIMIT_PER_IP_PER_HOUR: '1000000',
  ORDER_LIMIT_PER_USER_PER_MINUTE: '1000000',
};

/** The allocator setting `npm start` runs the shop with (see its script in package.json). */
export const MEMORY_RELEASE: Record<string, string> = { MALLOC_MMAP_THRESHOLD_: '262144' };

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const liveShops = new Set<ShopProcess>();
// A test run that ends early (a timeout, Ctrl-C) must not leave shops behind: SIGTERM
// lets each one stop its PostgreSQL on its own after this process has gone.
process.once('exit', () => {
  for (const shop of liveShops) shop.signal('SIGTERM');
});

/** One running shop process on a port and a data directory. */
export class ShopProcess {
  readonly baseUrl: string;
  /** Resolves when the process has exited, however it ended. */
  readonly exited: Promise<ExitStatus>;
  private logText = '';
  private exitStatus: ExitStatus | undefined;

  private constructor(
    private readonly child: ChildProcess,
    readonly options: ShopOptions,
  ) {
    this.baseUrl = `http://127.0.0.1:${options.port}`;
    child.stdout?.on('data', (chunk: Buffer) => (this.logText += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.logText += chunk.toString()));
    this.exited = new Promise((done) =>
      child.on('exit', (code, signal) => {
        this.exitStatus = { code, signal };
        done(this.exitStatus);
      }),
    );
  }

  /** Starts the production server and waits until /api/health answers 200. */
  static async start(options: ShopOptions): Promise<ShopProcess> {
    const shop = await ShopProcess.launch(options);
    try {
      // Generous: beside the browser tests on two cores, a start has taken over 90 s.
      await shop.waitUntilReady(options.readyTimeoutMs ?? 240_000);
    } catch (error) {
      await shop.kill('SIGKILL');
      throw new Error(`${(error as Error).message}\n--- shop output ---\n${shop.output()}`);
    }
    const database = await shopDatabase(options.dataDir, options.env?.DATABASE_URL);
    await liftOrderHoldLimits(database);
    return shop;
  }

  /** Starts the production server without waiting for it to be ready. */
  static async launch(options: ShopOptions): Promise<ShopProcess> {
    // Another server on the port would answer the health check in this one's place.
    const before = await healthStatus(`http://127.0.0.1:${options.port}`);
    if (before !== 'ECONNREFUSED') {
      throw new Error(`Port ${options.port} is already in use (health check: ${before}).`);
    }
    const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(options.port),
        DATA_DIR: options.dataDir,
        LOG_LEVEL: 'warn',
        ...MEMORY_RELEASE,
        ...GENEROUS_LIMITS,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const shop = new ShopProcess(child, options);
    liveShops.add(shop);
    void shop.exited.then(() => liveShops.delete(shop));
    return shop;
  }

  get pid(): number {
    if (this.child.pid === undefined) throw new Error('The shop process has no pid.');
    return this.child.pid;
  }

  get running(): boolean {
    return this.exitStatus === undefined;
  }

  /** Everything the process printed so far (stdout and stderr). */
  output(): string {
    return this.logText;
  }

  /** Sends a signal without waiting. */
  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  /** Sends a signal and resolves once the process has exited. */
  async kill(signal: NodeJS.Signals): Promise<ExitStatus> {
    if (this.running) this.child.kill(signal);
    return this.exited;
  }

  /** SIGTERM, then waits up to timeoutMs for the exit; SIGKILL if it did not come. */
  async stop(timeoutMs = 30_000): Promise<ExitStatus> {
    if (!this.running) return this.exited;
    this.child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), timeoutMs)));
    const result = await Promise.race([this.exited, late]);
    clearTimeout(timer);
    if (result === 'late') return this.kill('SIGKILL');
    return result;
  }

  /** Waits until /api/health answers 200; fails if the process exits first. */
  async waitUntilReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(`The shop exited while starting (${JSON.stringify(this.exitStatus)}).`);
      }
      if ((await healthStatus(this.baseUrl)) === 200) return;
      await sleep(100);
    }
    throw new Error(`The shop did not become healthy within ${timeoutMs} ms.`);
  }
}

/** The status of GET /api/health, or the error code (ECONNREFUSED...) when there is none. */
export async function healthStatus(baseUrl: string): Promise<number | string> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return errorCode(error);
  }
}

/** The system error code behind a failed fetch (ECONNREFUSED, ECONNRESET...), or its name. */
export function errorCode(error: unknown): string {
  let cause: unknown = error;
  while (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (typeof code === 'string') return code;
    cause = cause.cause;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export interface Customer {
  id: string;
  email: string;
  name: string;
  token: string;
  /** Headers that call the API as this customer. */
  headers: { authorization: string };
}

let accounts = 0;
/** A unique email for a test account. */
export function uniqueEmail(prefix = 'customer'): string {
  accounts += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${accounts}@example.com`;
}

/**
 * Signs up through the public API and exchanges the session cookie for a bearer
 * token, as the browser does. With the owner setup token, the shop's owner.
 */
export async function signUpCustomer(
  baseUrl: string,
  account: { name?: string; email?: string; password?: string; setupToken?: string } = {},
): Promise<Customer> {
  const body = {
    name: account.name ?? 'System Test Customer',
    email: account.email ?? uniqueEmail(),
    password: account.password ?? 'correct horse battery',
    ...(account.setupToken === undefined ? {} : { setupToken: account.setupToken }),
  };
  const signedUp = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await signedUp.text();
  if (signedUp.status !== 201) throw new Error(`Sign-up failed (${signedUp.status}): ${text}`);
  const { user } = JSON.parse(text) as { user: { _id: string; email: string; name: string } };
  const cookie = signedUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.split('=')[0]?.endsWith('ch_session'));
  if (!cookie) throw new Error('Sign-up set no session cookie.');

  const exchanged = await fetch(`${baseUrl}/api/user/${encodeURIComponent(user.email)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ email: user.email }),
  });
  const answer = await exchanged.text();
  if (exchanged.status !== 200) throw new Error(`No token (${exchanged.status}): ${answer}`);
  const { token } = JSON.parse(answer) as { token: string };
  return {
    id: user._id,
    email: user.email,
    name: user.name,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

/**
 * Runs queries on the shop's own database in DATA_DIR, through the embedded cluster
 * that a running (or killed) shop left running; fails when none is running.
 */
export async function withShopDatabase<T>(
  dataDir: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const connection = await runningEmbeddedPostgres(dataDir);
  if (!connection) throw new Error(`No PostgreSQL is running for ${dataDir}.`);
  const client = new pg.Client({ ...connection, database: EMBEDDED_DATABASE });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The embedded PostgreSQL's own log (server.log in the cluster folder). */
export async function postgresLog(dataDir: string): Promise<string> {
  return readFile(join(dataDir, 'pg', 'server.log'), 'utf8').catch(() => '');
}

/** The pid in the cluster's postmaster.pid, while PostgreSQL runs or was left behind. */
export async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export { isAlive } from '../../../src/server/db/embedded/processes.ts';

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** A small seeded pseudo-random generator (mulberry32), so a run can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed from an environment variable when given (to replay), else a fresh one. */
export function seedFrom(variable: string): number {
  const given = process.env[variable];
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isInteger(seed)) throw new Error(`${variable} must be a whole number.`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}
