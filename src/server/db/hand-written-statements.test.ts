import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { readFileSync } from 'node:fs';
import { filesWithStatements, preparable, surveyStatements } from './hand-written-statements.ts';

// Every hand-written statement of the server, prepared against a freshly migrated database:
// PostgreSQL parses it and resolves every table, column, function and type it names
// (decision 099). A statement that names something the migrations do not make fails here.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const survey = surveyStatements(new URL('../../..', import.meta.url).pathname);

test('the survey finds the hand-written statements', () => {
  // A survey that finds nothing checks nothing: the order life's lock and write at least, and
  // more than the order path's statements alone (the list shrinks as CRUD moves to the builder).
  const places = survey.statements.map((statement) => statement.where);
  expect(
    places.some((place) => place.startsWith('src/server/features/order-life/transition.ts')),
  ).toBe(true);
  expect(
    survey.statements.filter((statement) => preparable(statement.text)).length,
  ).toBeGreaterThan(50);
});

test('the files that may hold hand-written SQL are exactly those that do', () => {
  // The list lint reads (eslint.config.js): a file gains a hand-written statement only by
  // being added to it, and leaves it when its last one moves to the builder.
  const listed = JSON.parse(
    readFileSync(new URL('./hand-written-sql-files.json', import.meta.url), 'utf8'),
  ) as string[];
  const holding = new Set([
    ...filesWithStatements(survey),
    ...survey.unresolved.map((place) => place.replace(/:\d+$/, '')),
  ]);
  expect(filesWithStatements(survey).filter((file) => !listed.includes(file))).toEqual([]);
  expect(listed.filter((file) => !holding.has(file))).toEqual([]);
});

test('every hand-written statement names only what the migrated database has', async () => {
  const client = await database.pool.connect();
  const refused: string[] = [];
  try {
    let n = 0;
    for (const statement of survey.statements.filter((one) => preparable(one.text))) {
      n += 1;
      try {
        await client.query(`prepare checked_${n} as ${statement.text}`);
        await client.query(`deallocate checked_${n}`);
      } catch (error) {
        refused.push(`${statement.where}: ${(error as Error).message}`);
      }
    }
  } finally {
    client.release();
  }
  expect(refused).toEqual([]);
});
