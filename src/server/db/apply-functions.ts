import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { databaseFunctionsDir } from '../project-paths.ts';

// The kinds of file in src/server/db/functions, in the order they are applied: every
// function first, then the triggers that call them, then the fills that read them.
const KINDS = ['function.', 'trigger.', 'backfill.'] as const;

function kindRank(name: string): number {
  const rank = KINDS.findIndex((kind) => name.startsWith(kind));
  if (rank === -1) {
    throw new Error(`${name} in src/server/db/functions names no kind (${KINDS.join(' ')})`);
  }
  return rank;
}

export async function databaseFunctionFiles(): Promise<string[]> {
  return (await readdir(databaseFunctionsDir))
    .filter((name) => name.endsWith('.sql'))
    .sort((a, b) => kindRank(a) - kindRank(b) || a.localeCompare(b));
}

// Each PostgreSQL function and trigger has one current definition: its file in
// src/server/db/functions, written to be applied again and again (CREATE OR REPLACE).
// The files are applied after the migrations on every start, so a definition is read in
// one place instead of by replaying the migrations that changed it. Function bodies are
// checked when first called rather than when created (as pg_dump restores them), so a
// function may call one whose file sorts after its own. Migrations still create and drop
// tables; a migration that needs a function at the moment it runs defines what it needs.
export async function applyDatabaseFunctions(client: pg.PoolClient): Promise<void> {
  await client.query('set check_function_bodies = off');
  try {
    for (const name of await databaseFunctionFiles()) {
      const text = await readFile(join(databaseFunctionsDir, name), 'utf8');
      try {
        await client.query(text);
      } catch (error) {
        throw new Error(`Applying database file ${name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
  } finally {
    await client.query('reset check_function_bodies');
  }
}
