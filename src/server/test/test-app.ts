import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { DEFAULT_CACHE_LIMITS, type CatalogueCacheLimits } from '../cache/answer-cache.ts';
import { loadConfig } from '../config.ts';
import {
  answerRecorder,
  contractProblems,
  type OpenApiDocument,
  type RecordedAnswer,
} from './answer-contract.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Every answer the app gave so far, as the contract check reads it. */
  answers: readonly RecordedAnswer[];
  /** Closes the app and its database, then fails if any answer broke the API document. */
  close(): Promise<void>;
}

/**
 * The catalogue cache's bounds for tests of what it keeps: the shop's own, except that a
 * kept answer stays servable for a minute without a check. On a busy machine the check
 * every 200 ms can come later than the shop's 750 ms bound, and a test that asks twice
 * would see the second answer computed again; how old an answer may get is tested on the
 * cache itself (answer-cache.test.ts).
 */
export const KEEPING_CACHE_LIMITS: CatalogueCacheLimits = {
  ...DEFAULT_CACHE_LIMITS,
  maxUncheckedMs: 60_000,
};

/**
 * The real application on a fresh database of its own, recording every answer; closing
 * it checks each against the server's OpenAPI document (answer-contract.ts).
 */
export async function startTestApp(
  options: {
    seeded?: boolean;
    env?: Record<string, string>;
    webDir?: string;
    /** Fastify's logger options, for a test that reads what the server logs. */
    logger?: object;
    /**
     * The warranty desk's rule that tracked units' serials come before shipping (on in a real
     * shop). Off unless asked: the tests of other features ship processors and cards without
     * recording serials; the warranty desk's own tests turn it on.
     */
    serialsBeforeShipping?: boolean;
    /** The catalogue cache's bounds (app.ts), for a test of what it keeps. */
    cacheLimits?: CatalogueCacheLimits;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seeded: options.seeded });
  await database.pool.query(`insert into settings (key, value) values ('warranty_desk', $1)`, [
    JSON.stringify({ serialsBeforeShipping: options.serialsBeforeShipping ?? false }),
  ]);
  const config = loadConfig({ NODE_ENV: 'test', ...options.env });
  const recorder = answerRecorder();
  const app = await buildApp({
    config,
    database,
    webDir: options.webDir ?? '/nonexistent-web-build',
    onAnswer: recorder.record,
    ...(options.logger && { logger: options.logger }),
    ...(options.cacheLimits && { cacheLimits: options.cacheLimits }),
  });
  return {
    app,
    database,
    answers: recorder.answers,
    async close() {
      const document = app.swagger() as OpenApiDocument;
      await app.close();
      await database.destroy();
      const problems = contractProblems(document, recorder.answers);
      if (problems.length > 0) {
        throw new Error(`Answers that do not match the API document:\n${problems.join('\n')}`);
      }
    },
  };
}

/** The real application on a fresh database; requests go through app.inject. */
export async function createTestApp(
  options: Parameters<typeof startTestApp>[0] = {},
): Promise<TestApp> {
  const testApp = await startTestApp(options);
  await testApp.app.ready();
  return testApp;
}
