import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { changedTables, tableDigestReader, tableDigests } from './table-digests.ts';

// The fuzzer reads the digests after every request through tableDigestReader, which skips
// the work while the snapshot stands still: it must still see every committed change.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

describe('a digest reader', () => {
  test('answers what tableDigests answers, and the same again while nothing is written', async () => {
    const read = tableDigestReader(database.pool);
    const first = await read();
    expect(first).toEqual(await tableDigests(database.pool));
    await database.pool.query('select count(*) from settings');
    expect(await read()).toEqual(first);
  });

  test('names the table a committed write changed', async () => {
    const read = tableDigestReader(database.pool);
    const before = await read();
    await database.pool.query(`insert into settings (key, value) values ('digest-test', 'a')`);
    expect(changedTables(before, await read())).toEqual(['settings']);
  });

  test('sees a write that was still open at the last reading once it commits', async () => {
    const read = tableDigestReader(database.pool);
    const writer = await database.pool.connect();
    try {
      await writer.query('begin');
      await writer.query(`insert into settings (key, value) values ('digest-open', 'b')`);
      const whileOpen = await read();
      expect(whileOpen).toEqual(await tableDigests(database.pool));
      await writer.query('commit');
      expect(changedTables(whileOpen, await read())).toEqual(['settings']);
    } finally {
      writer.release();
    }
  });
});
