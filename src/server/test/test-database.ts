import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../db/client.ts';
import { MIGRATED_TEMPLATE, SEEDED_TEMPLATE } from './templates.ts';

export interface TestDatabase extends Database {
  name: string;
  /** Closes the pool and drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh database of its own for one test file, cloned from a template that the
 * global setup migrated (and, with `seeded`, filled with the demo catalogue).
 */
export async function createTestDatabase(
  options: { seeded?: boolean } = {},
): Promise<TestDatabase> {
  const { connection } = inject('postgres');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = options.seeded ? SEEDED_TEMPLATE : MIGRATED_TEMPLATE;
  await withAdmin(connection, async (admin) => {
    // Two clones of one template at the same instant can collide; try again briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  const database = connectDatabase(databaseConnection(connection, name), 10);
  return {
    ...database,
    name,
    async destroy() {
      await database.close();
      await withAdmin(connection, (admin) =>
        admin.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

function databaseConnection(connection: pg.ClientConfig, database: string): pg.PoolConfig {
  if (connection.connectionString) {
    const url = new URL(connection.connectionString);
    url.pathname = `/${database}`;
    return { connectionString: url.toString() };
  }
  return { ...connection, database };
}

async function withAdmin<T>(connection: pg.ClientConfig, work: (c: pg.Client) => Promise<T>) {
  const admin = new pg.Client(connection);
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
