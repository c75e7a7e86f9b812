/** An order's number as customers see it: `CH-000123` (more digits past 999999). */
export function formatOrderNumber(number: number): string {
  return `CH-${String(number).padStart(6, '0')}`;
}

/** The number in `CH-000123`, `ch-123`, `#123` or `123`; null when it is none of them. */
export function parseOrderNumber(text: string): number | null {
  const match = /^(?:CH-?|#)?0*(\d{1,12})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
