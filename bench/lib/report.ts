export interface Target {
  name: string;
  value: number;
  target: string;
  pass: boolean;
}

/** A target from a comparison; the target text says which way it goes, e.g. ">= 0.8 x bare". */
export function target(name: string, value: number, compare: string, limit: number, unit = '') {
  const pass =
    compare === '>='
      ? value >= limit
      : compare === '<='
        ? value <= limit
        : compare === '<'
          ? value < limit
          : value === limit;
  return { name, value, target: `${compare} ${limit}${unit}`, pass } satisfies Target;
}

/** The readable table on stdout. */
export function formatTable(targets: Target[]): string {
  const rows = targets.map((t) => [t.pass ? 'pass' : 'MISS', t.name, String(t.value), t.target]);
  const header = ['', 'figure', 'value', 'target'];
  const widths = header.map((_, column) =>
    Math.max(header[column]!.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
