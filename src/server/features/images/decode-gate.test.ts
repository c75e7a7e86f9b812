import { describe, expect, test } from 'vitest';
import { DecodeGate, DecodesBusy } from './decode-gate.ts';

/** A decode that runs until the test lets it finish. */
function heldDecode() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => done, finish };
}

describe('DecodeGate', () => {
  test('runs at most its slots at once, the rest in arrival order as slots free up', async () => {
    const gate = new DecodeGate({ running: 2, waiting: 10 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const decodes = Array.from({ length: 7 }, (_, n) =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(n);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
      }),
    );
    await Promise.all(decodes);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  test('refuses at once, with a 503 and Retry-After, when the queue is full', async () => {
    const gate = new DecodeGate({ running: 1, waiting: 2 });
    const held = heldDecode();
    const first = gate.run(held.run);
    const queued = [gate.run(async () => 'second'), gate.run(async () => 'third')];
    const refused = await gate.run(async () => 'fourth').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DecodesBusy);
    expect(refused).toMatchObject({ statusCode: 503, headers: { 'Retry-After': '5' } });
    expect((refused as Error).message).toMatch(/busy processing other pictures/);
    held.finish();
    await first;
    expect(await Promise.all(queued)).toEqual(['second', 'third']);
  });

  test('refuses one that waited too long, and its place is not handed a slot later', async () => {
    const gate = new DecodeGate({ running: 1, waiting: 5, maxWaitMs: 30 });
    const held = heldDecode();
    const first = gate.run(held.run);
    let ranLate = false;
    const waited = await gate
      .run(async () => {
        ranLate = true;
      })
      .catch((error: unknown) => error);
    expect(waited).toBeInstanceOf(DecodesBusy);
    held.finish();
    await first;
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(ranLate).toBe(false);
  });

  test('a failed decode gives its slot back', async () => {
    const gate = new DecodeGate({ running: 1, waiting: 0 });
    await expect(gate.run(() => Promise.reject(new Error('bad picture')))).rejects.toThrow(
      'bad picture',
    );
    expect(await gate.run(async () => 'after')).toBe('after');
  });
});
