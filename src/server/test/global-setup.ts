import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { MIGRATED_TEMPLATE, SEEDED_TEMPLATE, type TestPostgres } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: TestPostgres;
  }
}

/**
 * One real PostgreSQL for the whole run, under the system temp directory, with two
 * template databases (migrated; migrated and seeded) that test files clone.
 * DATABASE_URL, when set, points the tests at an external server instead.
 */
export default async function setup(project: TestProject) {
  let stopServer = async () => {};
  let connection: pg.ClientConfig;
  if (process.env.TEST_DATABASE_URL) {
    connection = { connectionString: process.env.TEST_DATABASE_URL };
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'circuit-haat-test-'));
    // mkdtemp makes the folder 0700; the postgres user must be able to enter it.
    await chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres(dir, () => {});
    connection = embedded.connection;
    stopServer = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }

  const admin = new pg.Client(connection);
  await admin.connect();
  for (const name of [MIGRATED_TEMPLATE, SEEDED_TEMPLATE]) {
    await admin.query(`drop database if exists "${name}"`);
  }
  await admin.query(`create database "${MIGRATED_TEMPLATE}"`);
  const migrated = connectDatabase({ ...connection, database: MIGRATED_TEMPLATE }, 2);
  await runMigrations(migrated.pool);
  await migrated.close();

  await admin.query(`create database "${SEEDED_TEMPLATE}" template "${MIGRATED_TEMPLATE}"`);
  const seeded = connectDatabase({ ...connection, database: SEEDED_TEMPLATE }, 2);
  await seedIfEmpty(seeded.db, () => {});
  await seeded.close();
  await admin.end();

  project.provide('postgres', { connection: { ...connection } });
  return stopServer;
}
