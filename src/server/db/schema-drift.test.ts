import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { databaseFacts, declaredFacts, schemaDifferences } from './schema-drift.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

describe('the schema declarations', () => {
  it('match a freshly migrated database: tables, columns, types, nullability, defaults, keys, indexes and checks', async () => {
    const differences = schemaDifferences(declaredFacts(), await databaseFacts(database.pool));
    expect(differences).toEqual([]);
  });
});
