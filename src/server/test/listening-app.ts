import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { TestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

export interface ListeningApp extends TestApp {
  /** http://127.0.0.1:<port>, no trailing slash. */
  baseUrl: string;
}

/**
 * The real application on a fresh database, listening on a free loopback port, for
 * tests that must go through real HTTP (sockets, the body parser, headers as sent on
 * the wire) rather than app.inject. `webDir` may point at a small built web app.
 */
export async function createListeningApp(
  options: {
    seeded?: boolean;
    env?: Record<string, string>;
    webDir?: string;
    /** Runs before the app starts listening, when hooks may still be added. */
    prepare?: (app: FastifyInstance) => void;
  } = {},
): Promise<ListeningApp> {
  const database = await createTestDatabase({ seeded: options.seeded });
  const config = loadConfig({ NODE_ENV: 'test', ...options.env });
  const app = await buildApp({
    config,
    database,
    webDir: options.webDir ?? '/nonexistent-web-build',
  });
  options.prepare?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
