import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uniqueEmail } from '../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { GateFull, WorkGate } from './work-gate.ts';

describe('the work gate', () => {
  test('runs at most its concurrency at once, queues a bounded number, refuses the rest', async () => {
    const gate = new WorkGate({ concurrency: 2, queue: 3 });
    let running = 0;
    let most = 0;
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((done) => setTimeout(done, 20));
      running -= 1;
      return 'done';
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => gate.run(job)));
    expect(most).toBe(2);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused).toHaveLength(3);
    expect(refused.every((o) => o.reason instanceof GateFull)).toBe(true);
    // Once drained, it takes work again.
    expect(await gate.run(job)).toBe('done');
  });

  test('a failing job frees its slot', async () => {
    const gate = new WorkGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 1)).toBe(1);
  });
});

describe('password work across the process', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({
      env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2' },
    });
  });
  afterAll(() => shop.close());

  test('a flood of sign-ins past the bound gets 503 with Retry-After, never a 500 or an endless wait', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        shop.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: uniqueEmail('flood'), password: 'correct horse battery' },
          remoteAddress: `10.20.0.${n}`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(3);
    const busy = answers.find((a) => a.statusCode === 503);
    expect(busy?.headers['retry-after']).toBe('2');
    expect(busy?.json().message).toBe(
      'The shop is busy checking passwords. Please try again in a moment.',
    );
  });
});
