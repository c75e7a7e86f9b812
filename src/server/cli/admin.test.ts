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
      { email: 'owner@example.com', name: 'Owner', role: 'owner' },
      { email: 'admin@example.com', name: 'Admin', role: 'admin' },
      { email: 'helper@example.com', name: 'Helper' },
    ]);
  });
  afterAll(() => database.destroy());

  test.each([
    [[]],
    [['promote', 'a@b.co']],
    [['grant']],
    [['grant', 'a@b.co', 'extra']],
    [['setup-link', 'a@b.co']],
  ])('explains its usage for %j', (args) => {
    expect(parseAdminArgs(args)).toEqual({ exitCode: 2, message: USAGE });
  });

  test('refuses a malformed email and lower-cases a good one', () => {
    expect(parseAdminArgs(['grant', 'nope'])).toMatchObject({ exitCode: 2 });
    expect(parseAdminArgs(['grant', 'Helper@Example.com'])).toEqual({
      action: 'grant',
      email: 'helper@example.com',
    });
  });

  const grant = (email: string) => ({ action: 'grant', email }) as const;
  const revoke = (email: string) => ({ action: 'revoke', email }) as const;
  const config = { PORT: 3000, PUBLIC_URL: 'https://shop.example' };

  test('grants and revokes, and never demotes the owner', async () => {
    const { db } = database;
    expect(await runAdminCommand(db, revoke('owner@example.com'), config)).toEqual({
      exitCode: 1,
      message: 'owner@example.com is the shop owner, who is always an admin.',
    });
    expect(await runAdminCommand(db, grant('helper@example.com'), config)).toEqual({
      exitCode: 0,
      message: 'helper@example.com is now an admin.',
    });
    expect(await runAdminCommand(db, grant('helper@example.com'), config)).toMatchObject({
      exitCode: 0,
    });
    expect(await runAdminCommand(db, revoke('admin@example.com'), config)).toEqual({
      exitCode: 0,
      message: 'admin@example.com is no longer an admin.',
    });
    expect(await runAdminCommand(db, grant('ghost@example.com'), config)).toMatchObject({
      exitCode: 1,
      message: expect.stringContaining('must sign up first'),
    });
  });

  test('setup-link prints the owner setup link while there is no owner, and says so after', async () => {
    expect(parseAdminArgs(['setup-link'])).toEqual({ action: 'setup-link' });
    expect(await runAdminCommand(database.db, { action: 'setup-link' }, config)).toEqual({
      exitCode: 1,
      message: 'The shop already has an owner.',
    });
    const empty = await createTestDatabase();
    try {
      const printed = await runAdminCommand(empty.db, { action: 'setup-link' }, config);
      expect(printed.exitCode).toBe(0);
      expect(printed.message).toMatch(
        /^Open https:\/\/shop\.example\/setup\?token=[\w-]{43} to create the shop owner's account$/,
      );
    } finally {
      await empty.destroy();
    }
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
