import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
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
