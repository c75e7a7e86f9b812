import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema.ts';
import { openDatabase } from '../db/open-database.ts';
import { projectRoot } from '../project-paths.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { parseAdminArgs, runAdminCommand, USAGE } from './admin-command.ts';

const run = promisify(execFile);

describe('the admin command', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(users).values([
      { email: 'owner@example.com', name: 'Owner', role: 'admin' },
      { email: 'helper@example.com', name: 'Helper' },
    ]);
  });
  afterAll(() => database.destroy());

  test.each([[[]], [['promote', 'a@b.co']], [['grant']], [['grant', 'a@b.co', 'extra']]])(
    'explains its usage for %j',
    (args) => {
      expect(parseAdminArgs(args)).toEqual({ exitCode: 2, message: USAGE });
    },
  );

  test('refuses a malformed email and lower-cases a good one', () => {
    expect(parseAdminArgs(['grant', 'nope'])).toMatchObject({ exitCode: 2 });
    expect(parseAdminArgs(['grant', 'Helper@Example.com'])).toEqual({
      action: 'grant',
      email: 'helper@example.com',
    });
  });

  test('grants and revokes, and refuses to remove the last admin', async () => {
    const { db } = database;
    expect(await runAdminCommand(db, 'revoke', 'owner@example.com')).toMatchObject({ exitCode: 1 });
    expect(await runAdminCommand(db, 'grant', 'helper@example.com')).toEqual({
      exitCode: 0,
      message: 'helper@example.com is now an admin.',
    });
    expect(await runAdminCommand(db, 'grant', 'helper@example.com')).toMatchObject({ exitCode: 0 });
    expect(await runAdminCommand(db, 'revoke', 'owner@example.com')).toEqual({
      exitCode: 0,
      message: 'owner@example.com is no longer an admin.',
    });
    expect(await runAdminCommand(db, 'grant', 'ghost@example.com')).toMatchObject({
      exitCode: 1,
      message: expect.stringContaining('must sign up first'),
    });
  });
});

describe('npm run admin from a shell, on the embedded PostgreSQL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'circuit-haat-admin-'));
    await chmod(dataDir, 0o755);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  function admin(...args: string[]) {
    return run(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        out: error.stdout + error.stderr,
      }),
    );
  }

  test('works while the shop is stopped (starting and stopping the cluster itself) and while it runs', async () => {
    const stopped = await admin('grant', 'owner@example.com');
    expect(stopped.code).toBe(1);
    expect(stopped.out).toContain('No account with the email owner@example.com');

    // The "running shop": this process owns the cluster, as the shop would.
    const shop = await openDatabase(loadConfig({ DATA_DIR: dataDir }), () => {});
    try {
      await shop.db.insert(users).values({ email: 'owner@example.com', name: 'Owner' });
      const running = await admin('grant', 'Owner@Example.com');
      expect(running).toEqual({ code: 0, out: 'owner@example.com is now an admin.\n' });
      const [row] = await shop.db.select().from(users).where(eq(users.email, 'owner@example.com'));
      expect(row?.role).toBe('admin');
    } finally {
      await shop.shutdown();
    }
  }, 120_000);
});
