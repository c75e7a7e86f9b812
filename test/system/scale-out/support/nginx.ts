import { spawn, type ChildProcess } from 'node:child_process';
import { access, chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../support/shop-process.ts';

/**
 * nginx in front of the shop instances, run as a child process with a prefix, config,
 * pid file and logs of its own under a temp dir, so it touches nothing of a system
 * nginx. Its server and upstream come from deploy/nginx/circuit-haat.conf, the file an
 * owner installs, with only the ports swapped: what is tested is what is shipped.
 */

export const DEPLOY_CONFIG = join(PROJECT_ROOT, 'deploy', 'nginx', 'circuit-haat.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const UPSTREAM_SERVER = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;$/gm;
const LISTEN = /^(\s*)listen 80;$/m;

/**
 * The shipped config with its upstream servers on `upstreamPorts` and nginx on `port`;
 * the servers in `down` are marked `down` (kept in the list, sent nothing).
 */
export async function renderDeployConfig(
  port: number,
  upstreamPorts: number[],
  down: ReadonlySet<number> = new Set(),
): Promise<string> {
  const shipped = await readFile(DEPLOY_CONFIG, 'utf8');
  const servers = [...shipped.matchAll(UPSTREAM_SERVER)];
  const listen = LISTEN.exec(shipped);
  // The test must fail, not quietly test something else, if the shipped file changes shape.
  if (servers.length === 0 || !listen) {
    throw new Error(`${DEPLOY_CONFIG} no longer has "server 127.0.0.1:PORT ...;" or "listen 80;".`);
  }
  const [first] = servers;
  const indent = first?.[1] ?? '    ';
  const parameters = first?.[2] ?? '';
  const ours = upstreamPorts
    .map((p) => `${indent}server 127.0.0.1:${p}${parameters}${down.has(p) ? ' down' : ''};`)
    .join('\n');
  let replaced = false;
  return shipped
    .replace(UPSTREAM_SERVER, () => {
      if (replaced) return '';
      replaced = true;
      return ours;
    })
    .replace(LISTEN, `$1listen 127.0.0.1:${port};`);
}

export interface AccessLogLine {
  method: string;
  uri: string;
  status: number;
  /** Every instance tried, in order ("127.0.0.1:4411, 127.0.0.1:4412" after a retry). */
  upstreams: string[];
}

export class Nginx {
  private stderr = '';
  private readonly exited: Promise<number | null>;

  private readonly down = new Set<number>();

  private constructor(
    private readonly child: ChildProcess,
    readonly dir: string,
    readonly port: number,
    readonly upstreamPorts: number[],
  ) {
    child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((done) => child.on('exit', (code) => done(code)));
    process.once('exit', () => child.kill('SIGTERM'));
  }

  static async start(port: number, upstreamPorts: number[]): Promise<Nginx> {
    await access(NGINX).catch(() => {
      throw new Error(`nginx is not installed at ${NGINX}: apt-get install -y nginx`);
    });
    const dir = await mkdtemp(join(tmpdir(), 'circuit-haat-nginx-'));
    // Worker processes run as an unprivileged user and write their temp files here.
    await chmod(dir, 0o755);
    await writeFile(join(dir, 'circuit-haat.conf'), await renderDeployConfig(port, upstreamPorts));
    await writeFile(join(dir, 'nginx.conf'), mainConfig(dir));
    const child = spawn(
      NGINX,
      ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    const nginx = new Nginx(child, dir, port, upstreamPorts);
    await nginx.waitUntilListening(port);
    return nginx;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * Takes an instance out of the upstream (`down`) or puts it back, the way an owner
   * does before and after restarting it: rewrite the config, then `nginx -s reload`
   * (SIGHUP). Resolves once the old workers have exited, which they do only after
   * finishing every request they had passed on, so the instance then has none from nginx.
   */
  async setDown(port: number, down: boolean): Promise<void> {
    if (down) this.down.add(port);
    else this.down.delete(port);
    await writeFile(
      join(this.dir, 'circuit-haat.conf'),
      await renderDeployConfig(this.port, this.upstreamPorts, this.down),
    );
    const before = await this.workers();
    this.child.kill('SIGHUP');
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const now = await this.workers();
      if (now.length > 0 && now.every((pid) => !before.includes(pid))) return;
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error(`nginx did not finish reloading within 30 s:\n${await this.errorLog()}`);
  }

  /** The worker processes of this nginx (children of its master), from /proc. */
  private async workers(): Promise<number[]> {
    const master = this.child.pid;
    const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
    const children = await Promise.all(
      pids.map(async (pid) => {
        const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
        // The fourth field, after the command name in parentheses, is the parent pid.
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === master ? Number(pid) : undefined;
      }),
    );
    return children.filter((pid): pid is number => pid !== undefined);
  }

  /** Every request nginx has logged so far, with the instances it tried. */
  async accessLog(): Promise<AccessLogLine[]> {
    const text = await readFile(join(this.dir, 'access.log'), 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [method = '', uri = '', status = '0', ...rest] = line.split(' ');
        return {
          method,
          uri,
          status: Number(status),
          upstreams: rest
            .join(' ')
            .split(/, | : /)
            .filter((u) => u !== '-'),
        };
      });
  }

  async errorLog(): Promise<string> {
    return `${this.stderr}${await readFile(join(this.dir, 'error.log'), 'utf8').catch(() => '')}`;
  }

  /** SIGQUIT: nginx's graceful stop; then its folder is removed. */
  async stop(): Promise<void> {
    this.child.kill('SIGQUIT');
    await this.exited;
    await rm(this.dir, { recursive: true, force: true });
  }

  private async waitUntilListening(port: number): Promise<void> {
    const deadline = Date.now() + 15_000;
    let exitCode: number | null | undefined;
    void this.exited.then((code) => (exitCode = code));
    while (Date.now() < deadline) {
      if (exitCode !== undefined) break;
      if (await canConnect(port)) return;
      await new Promise((done) => setTimeout(done, 50));
    }
    this.child.kill('SIGKILL');
    throw new Error(`nginx did not start:\n${await this.errorLog()}`);
  }
}

function mainConfig(dir: string): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$request_method $request_uri $status $upstream_addr';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/circuit-haat.conf;
}
`;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}
