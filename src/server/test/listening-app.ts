import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { CatalogueCacheLimits } from '../cache/answer-cache.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export interface ListeningApp extends TestApp {
  /** http://127.0.0.1:<port>, no trailing slash. */
  baseUrl: string;
}

/**
 * The real application on a fresh database, listening on a free loopback port, for
 * tests that must go through real HTTP (sockets, the body parser, headers as sent on
 * the wire) rather than app.inject. `webDir` may point at a small built web app.
 * Its answers are checked against the API document too (test-app.ts).
 */
export async function createListeningApp(
  options: {
    seeded?: boolean;
    env?: Record<string, string>;
    webDir?: string;
    serialsBeforeShipping?: boolean;
    cacheLimits?: CatalogueCacheLimits;
    /** Runs before the app starts listening, when hooks may still be added. */
    prepare?: (app: FastifyInstance) => void;
  } = {},
): Promise<ListeningApp> {
  const testApp = await startTestApp(options);
  options.prepare?.(testApp.app);
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  return { ...testApp, baseUrl: `http://127.0.0.1:${port}` };
}
