import { formatTk } from '../../shared/money.ts';

/** A price in whole Taka, grouped the South Asian way: "Tk 1,07,800". */
export function Price({ amount, className = '' }: { amount: number; className?: string }) {
  return <span className={`tabular-nums ${className}`}>{formatTk(amount)}</span>;
}
