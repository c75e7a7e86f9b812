import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ORDER_MOVES } from '../../../shared/order-life.ts';
import { projectRoot } from '../../project-paths.ts';

// docs/product.md#order-life draws the order life; the table in src/shared/order-life.ts is
// what the server enforces. Every edge of one must be an edge of the other.

function diagramEdges(): string[] {
  const product = readFileSync(join(projectRoot, 'docs', 'product.md'), 'utf8');
  const section = product.slice(product.indexOf('\n## Order life\n'));
  const diagram = /```mermaid\n([\s\S]*?)```/.exec(section)?.[1];
  if (!diagram) throw new Error('docs/product.md#order-life has no mermaid diagram');
  return diagram
    .split('\n')
    .map((line) => /^\s*(\S+) --> (\S+): (\S+)\s*$/.exec(line))
    .filter((match) => match !== null)
    .map(([, from, to, event]) => `${from === '[*]' ? 'new' : from} -${event}-> ${to}`)
    .sort();
}

function tableEdges(): string[] {
  return ORDER_MOVES.filter((move) => move.from !== move.to)
    .map((move) => `${move.from ?? 'new'} -${move.event}-> ${move.to}`)
    .filter((edge, index, all) => all.indexOf(edge) === index)
    .sort();
}

test('the order-life diagram in docs/product.md and the table have the same moves', () => {
  const drawn = diagramEdges();
  expect(drawn.length, 'edges read from the diagram').toBeGreaterThan(0);
  expect(drawn).toEqual(tableEdges());
});

test('money events never move the status, and nothing leaves cancelled', () => {
  const money = ['payment-initiated', 'paid', 'payment-failed', 'refunded'];
  for (const move of ORDER_MOVES.filter((m) => money.includes(m.event))) {
    expect(move.to, `${move.event} from ${move.from}`).toBe(move.from);
  }
  const outOfCancelled = ORDER_MOVES.filter((m) => m.from === 'cancelled' && m.to !== 'cancelled');
  expect(outOfCancelled).toEqual([]);
});
