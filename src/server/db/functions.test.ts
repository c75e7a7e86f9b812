import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { applyDatabaseFunctions, databaseFunctionFiles } from './apply-functions.ts';

// The shop's own functions and triggers (not those of extensions such as pg_trgm).
const FUNCTIONS = `select p.proname as name, pg_get_functiondef(p.oid) as definition
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public'
    and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  order by 1, 2`;
const TRIGGERS = `select c.relname as "table", t.tgname as name, pg_get_triggerdef(t.oid) as definition
  from pg_trigger t join pg_class c on c.oid = t.tgrelid
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and not t.tgisinternal
  order by 1, 2`;

interface Definition {
  name: string;
  table?: string;
  definition: string;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

async function definitions(): Promise<{ functions: Definition[]; triggers: Definition[] }> {
  return {
    functions: (await database.pool.query<Definition>(FUNCTIONS)).rows,
    triggers: (await database.pool.query<Definition>(TRIGGERS)).rows,
  };
}

describe('database functions and triggers', () => {
  it('each one in the migrated database has its file, and each file names one that exists', async () => {
    const { functions, triggers } = await definitions();
    const expected = [
      ...functions.map((f) => `function.${f.name}.sql`),
      ...triggers.map((t) => `trigger.${t.table}.${t.name}.sql`),
    ].sort();
    const files = (await databaseFunctionFiles()).filter((f) => !f.startsWith('backfill.')).sort();
    expect(files).toEqual(expected);
  });

  it('the files alone rebuild every definition the migrations left', async () => {
    const before = await definitions();
    const client = await database.pool.connect();
    try {
      // Dropping the functions drops the triggers that call them too.
      const { rows } = await client.query<{ signature: string }>(
        `select p.oid::regprocedure::text as signature from pg_proc p
           join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public'
           and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
      );
      for (const { signature } of rows) await client.query(`drop function ${signature} cascade`);
      expect(await definitions()).toEqual({ functions: [], triggers: [] });
      await applyDatabaseFunctions(client);
    } finally {
      client.release();
    }
    expect(await definitions()).toEqual(before);
  });

  it('applying the files again changes nothing', async () => {
    const before = await definitions();
    const client = await database.pool.connect();
    try {
      await applyDatabaseFunctions(client);
    } finally {
      client.release();
    }
    expect(await definitions()).toEqual(before);
  });
});
