import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase, type Database } from '../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { countAttempt } from './rate-limiter.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const rule = { limit: 3, windowSeconds: 60 };

describe('the PostgreSQL rate limiter', () => {
  test('allows the limit, then refuses and says how long to wait', async () => {
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await countAttempt(database.db, 'k:basic', rule));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false, false]);
    expect(verdicts[4]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(verdicts[4]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  test('counts each key on its own', async () => {
    for (let i = 0; i < 3; i++) await countAttempt(database.db, 'k:one', rule);
    expect((await countAttempt(database.db, 'k:one', rule)).allowed).toBe(false);
    expect((await countAttempt(database.db, 'k:two', rule)).allowed).toBe(true);
  });

  test('opens a new window once the old one has passed', async () => {
    for (let i = 0; i < 4; i++) await countAttempt(database.db, 'k:window', rule);
    await database.db.execute(
      sql`update rate_limits set window_start = now() - interval '61 seconds'`,
    );
    expect((await countAttempt(database.db, 'k:window', rule)).allowed).toBe(true);
  });

  test('never lets more than the limit through, however many attempts race', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, () => countAttempt(database.db, 'k:race', { ...rule, limit: 10 })),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
  });

  test('shares the count between separate connections, as separate app instances would have', async () => {
    const other: Database = connectDatabase(
      (database.pool as unknown as { options: object }).options,
      2,
    );
    try {
      const results = [];
      for (let i = 0; i < 4; i++) {
        results.push(await countAttempt(i % 2 ? other.db : database.db, 'k:shared', rule));
      }
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    } finally {
      await other.close();
    }
  });

  test('stores a hash of the key, never the email someone typed', async () => {
    await countAttempt(database.db, 'signIn:email:private@example.com', rule);
    const rows = await database.db.execute<{ key: string }>(sql`select key from rate_limits`);
    expect(rows.rows.some((r) => r.key.includes('private'))).toBe(false);
  });
});
