import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { isAlive, readPidFile } from './processes.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'circuit-haat-orphan-'));
  await chmod(dataDir, 0o755);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function startAndKill(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'orphan-fixture.ts'), dataDir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) child.kill('SIGKILL');
    });
    child.on('exit', () => resolve());
    child.on('error', reject);
  });
}

describe('the embedded PostgreSQL', () => {
  test('after the shop process is killed, the next start takes over the cluster it left and loses nothing', async () => {
    await startAndKill();
    const orphan = await readPidFile(join(dataDir, 'pg', 'postmaster.pid'));
    expect(orphan).toBeDefined();
    expect(isAlive(orphan as number)).toBe(true);

    const embedded = await startEmbeddedPostgres(dataDir, () => {});
    try {
      expect(isAlive(orphan as number)).toBe(false);
      const client = new pg.Client(embedded.connection);
      await client.connect();
      const rows = await client.query('select note from acknowledged');
      await client.end();
      expect(rows.rows).toEqual([{ note: 'written before the kill' }]);
    } finally {
      await embedded.stop();
    }
  });

  // Only a shop running as root hands the cluster to another OS user.
  test.runIf(process.getuid?.() === 0)(
    'explains clearly when the data directory is below a folder the postgres user cannot enter',
    async () => {
      const locked = await mkdtemp(join(tmpdir(), 'circuit-haat-locked-'));
      try {
        await expect(startEmbeddedPostgres(join(locked, 'data'), () => {})).rejects.toThrow(
          /cannot reach the data directory.*chmod o\+x/,
        );
      } finally {
        await rm(locked, { recursive: true, force: true });
      }
    },
  );
});
