import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

// The server's features may depend on each other only one way (decision 046): if orders
// uses payments, nothing in payments reaches orders again, through any chain of features.
// Lint checks each import on its own; a cycle shows only in the graph of all of them,
// so this test builds that graph from the source, as the running server loads it: every
// file but the tests, which nothing imports.

const FEATURES = path.join(import.meta.dirname, 'features');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.endsWith('.test.ts'));
}

function featureOf(file: string): string | undefined {
  const relative = path.relative(FEATURES, file);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
}

/** Each feature and the other features its files import, directly. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(FEATURES)) {
    const from = featureOf(file)!;
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = featureOf(path.resolve(path.dirname(file), fileName));
      if (to && to !== from) uses.add(to);
    }
  }
  return graph;
}

/** The groups of two or more features that reach each other (Tarjan's components). */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (feature: string) => {
    index.set(feature, index.size);
    lowest.set(feature, index.get(feature)!);
    stack.push(feature);
    for (const next of graph.get(feature) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(feature, Math.min(lowest.get(feature)!, lowest.get(next)!));
      } else if (stack.includes(next)) {
        lowest.set(feature, Math.min(lowest.get(feature)!, index.get(next)!));
      }
    }
    if (lowest.get(feature) !== index.get(feature)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== feature);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const feature of [...graph.keys()].sort()) if (!index.has(feature)) visit(feature);
  return cycles;
}

describe('the server features', () => {
  test('depend on each other one way only: no chain of imports leads back to where it began', () => {
    expect(cyclesOf(featureGraph())).toEqual([]);
  });
});
