import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureCollector } from './failures.mjs';

const feed = (lines, limit) => {
  const collector = failureCollector(limit);
  for (const line of lines) collector.take(line);
  return collector.lines();
};

test("Vitest's failure and its error are kept, without colour codes", () => {
  const kept = feed([
    ' \x1b[32m✓\x1b[39m src/a.test.ts (3 tests) 20ms',
    '\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m  server  src/b.test.ts > a suite > a test',
    '',
    '\x1b[31mAssertionError: expected 409 to be 200\x1b[39m',
    ' ❯ src/b.test.ts:12:3',
  ]);
  assert.deepEqual(kept, [
    ' FAIL   server  src/b.test.ts > a suite > a test',
    '    AssertionError: expected 409 to be 200',
  ]);
});

test("Playwright's failure and its timeout are kept, passing lines are not", () => {
  const kept = feed([
    '  ✓  12 [desktop] › e2e/a.spec.ts:3:1 › passes (2.1s)',
    '  1) [desktop] › e2e/couriers.spec.ts:22:1 › staff book three orders',
    '',
    '    Error: expect(locator).toContainText(expected) failed',
    '',
    "    Locator: getByTestId('parcel-state')",
    '    Expected substring: "Steadfast SF"',
    '    Received string: "Steadfast"',
    '    Timeout: 15000ms',
  ]);
  assert.deepEqual(kept, [
    '  1) [desktop] › e2e/couriers.spec.ts:22:1 › staff book three orders',
    '    Error: expect(locator).toContainText(expected) failed',
    "    Locator: getByTestId('parcel-state')",
    '    Expected substring: "Steadfast SF"',
    '    Received string: "Steadfast"',
  ]);
});

test("Prettier's files out of style are named, its closing advice is not", () => {
  const kept = feed([
    '\x1b[33mwarn\x1b[39m x',
    '[\x1b[33mwarn\x1b[39m] src/server/docs-claims.test.ts',
    '[\x1b[33mwarn\x1b[39m] Code style issues found in the above file. Run Prettier with --write to fix.',
  ]);
  assert.deepEqual(kept, ['[warn] src/server/docs-claims.test.ts']);
});

test("the bench's list of problems is kept whole, and nothing after it", () => {
  const kept = feed([
    'pass  POST /api/order oversold units   0   = 0',
    '',
    'FAILED:',
    '  last units: 10 in stock, 6 orders answered 201, 10 recorded',
    '  checkout race: negative stock',
    '=== next',
    '  indented but not listed',
  ]);
  assert.deepEqual(kept, [
    'FAILED:',
    '  last units: 10 in stock, 6 orders answered 201, 10 recorded',
    '  checkout race: negative stock',
  ]);
});

test('a flood of failures is cut at the limit and says how many lines were left out', () => {
  const kept = feed(
    Array.from({ length: 5 }, (_, n) => ` FAIL  src/c.test.ts > test ${n}`),
    3,
  );
  assert.deepEqual(kept, [
    ' FAIL  src/c.test.ts > test 0',
    ' FAIL  src/c.test.ts > test 1',
    ' FAIL  src/c.test.ts > test 2',
    '    … and 2 more lines',
  ]);
});
