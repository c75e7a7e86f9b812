import type { Spread } from './spread.ts';

/** A figure measured over rounds (Lighthouse also counts the runs that failed to record). */
export type Measured = Spread & { failed?: number };

export interface Target {
  name: string;
  /** The median over the rounds when the figure has a spread. */
  value: number;
  target: string;
  pass: boolean;
  spread?: Measured;
}

/**
 * A target from a comparison, judged on the figure's median when it has rounds; the
 * target text says which way it goes, e.g. ">= 0.8".
 */
export function target(
  name: string,
  figure: number | Measured,
  compare: string,
  limit: number,
): Target {
  const value = typeof figure === 'number' ? figure : figure.median;
  const pass =
    compare === '>='
      ? value >= limit
      : compare === '<='
        ? value <= limit
        : compare === '<'
          ? value < limit
          : value === limit;
  const result: Target = { name, value, target: `${compare} ${limit}`, pass };
  if (typeof figure !== 'number') result.spread = figure;
  return result;
}

/** A figure reported beside a target to explain it (a baseline's, a ratio), judged on nothing. */
export function figure(name: string, measured: Measured): Target {
  return { name, value: measured.median, target: '(figure)', pass: true, spread: measured };
}

/** "0.84-0.93, 5 rounds" (and ", 2 failed" when some were retried). */
export function describeSpread(spread: Measured | undefined): string {
  if (!spread) return '';
  const range = spread.min === spread.max ? `${spread.min}` : `${spread.min}-${spread.max}`;
  const failed = spread.failed ? `, ${spread.failed} failed` : '';
  return `${range}, ${spread.rounds} round${spread.rounds === 1 ? '' : 's'}${failed}`;
}

/** The readable table on stdout. */
export function formatTable(targets: Target[]): string {
  const rows = targets.map((t) => [
    t.pass ? 'pass' : 'MISS',
    t.name,
    String(t.value),
    describeSpread(t.spread),
    t.target,
  ]);
  const header = ['', 'figure', 'median', 'min-max, rounds', 'target'];
  const widths = header.map((_, column) =>
    Math.max(header[column]!.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
