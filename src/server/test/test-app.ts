import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real application on a fresh database of its own; requests go through app.inject. */
export async function createTestApp(
  options: { seeded?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seeded: options.seeded });
  const config = loadConfig({ NODE_ENV: 'test', ...options.env });
  const app = await buildApp({ config, database, webDir: '/nonexistent-web-build' });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
