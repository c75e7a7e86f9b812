import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { databaseFunctionsDir } from '../project-paths.ts';

// Each PostgreSQL function and trigger has one current definition: its file in
// src/server/db/functions, written to be applied again and again (CREATE OR REPLACE).
// The files are applied after the migrations on every start, in name order, so a
// definition is read in one place instead of by replaying the migrations that
// changed it. Migrations still create and drop tables; a migration that needs a
// function at the moment it runs defines what it needs itself.
export async function applyDatabaseFunctions(client: pg.PoolClient): Promise<void> {
  const names = (await readdir(databaseFunctionsDir))
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const name of names) {
    const text = await readFile(join(databaseFunctionsDir, name), 'utf8');
    try {
      await client.query(text);
    } catch (error) {
      throw new Error(
        `Applying database function file ${name} failed: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
  }
}
