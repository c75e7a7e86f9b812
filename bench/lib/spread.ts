/**
 * How a figure varied across the rounds that measured it. Targets are judged on the
 * median; min and max show how far a single round could have misled.
 */
export interface Spread {
  median: number;
  min: number;
  max: number;
  rounds: number;
}

export function spread(values: number[], digits = 2): Spread {
  if (values.length === 0) throw new Error('no rounds to summarise');
  const sorted = [...values].sort((a, b) => a - b);
  const exact = (n: number) => Number(n.toFixed(digits));
  return {
    median: exact(median(sorted)),
    min: exact(sorted[0]!),
    max: exact(sorted.at(-1)!),
    rounds: sorted.length,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
