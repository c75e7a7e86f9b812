import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { CatalogueChangeCheck } from './catalogue-change-check.ts';

// The check each instance runs a few times a second, against a real PostgreSQL: it sees
// catalogue commits (and only those), and keeps its record of them small.

let database: TestDatabase;
let listener: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  listener = new pg.Client(database.pool.options);
  await listener.connect();
});
afterAll(async () => {
  await listener?.end();
  await database?.destroy();
});

const restock = () =>
  database.db.execute(
    sql`update products set stock = stock + 1 where id = (select id from products limit 1)`,
  );
const recorded = async () =>
  Number(
    (await database.db.execute<{ n: string }>(sql`select count(*) as n from catalogue_changes`))
      .rows[0]?.n,
  );

test('a catalogue commit is seen once; other commits and open changes are not', async () => {
  const check = new CatalogueChangeCheck();
  expect(await check.changed(listener)).toBe(true); // nothing to compare with yet
  expect(await check.changed(listener)).toBe(false);

  await database.db.execute(
    sql`insert into rate_limits (key, window_start, count) values ('test', now(), 1)`,
  );
  expect(await check.changed(listener)).toBe(false);

  await restock();
  expect(await check.changed(listener)).toBe(true);
  expect(await check.changed(listener)).toBe(false);

  // A change not yet committed is not news; it is once it commits.
  const writer = await database.pool.connect();
  try {
    await writer.query('begin');
    await writer.query(
      'update products set stock = stock + 1 where id = (select id from products limit 1)',
    );
    expect(await check.changed(listener)).toBe(false);
    await writer.query('commit');
  } finally {
    writer.release();
  }
  expect(await check.changed(listener)).toBe(true);
});

test('rows every check has seen are deleted, and a check after a long pause counts as a change', async () => {
  // The check's own clock, moved by the test: the periods are judged on it, not on how
  // long the machine takes.
  let now = 0;
  const check = new CatalogueChangeCheck({ trustedMs: 150, pruneAfterMs: 300 }, () => now);
  await check.changed(listener);
  await restock();
  await restock();
  expect(await recorded()).toBeGreaterThanOrEqual(2);
  // Two prunes are needed: the first uses a snapshot from before the restocks.
  for (let prune = 0; prune < 2; prune += 1) {
    now += 100;
    await check.changed(listener);
    now += 301;
    await check.changed(listener);
  }
  expect(await recorded()).toBe(0);
  await restock();
  expect(await check.changed(listener)).toBe(true);
  expect(await check.changed(listener)).toBe(false); // nothing committed, checked at once
  now += 151;
  expect(await check.changed(listener)).toBe(true); // nothing committed, but too long ago
});
