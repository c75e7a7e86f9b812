import { daysIn, type SalesReportQuery } from '../../../shared/schemas/sales-report.ts';

// A report's period in Asia/Dhaka days, and the period of the same length just before it.

const DAY_MS = 86_400_000;
const DHAKA_OFFSET_MS = 6 * 60 * 60_000;
/** Without a period, the last 30 days, today included. */
const DEFAULT_DAYS = 30;

export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today in Dhaka (UTC+6, no daylight saving). */
export const dhakaToday = (now = Date.now()) =>
  new Date(now + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

export interface ReportPeriod {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** Every day of the period, in order. */
  days: string[];
}

export function reportPeriod(query: SalesReportQuery): ReportPeriod {
  const to = query.to ?? (query.from ? shiftDay(query.from, DEFAULT_DAYS - 1) : dhakaToday());
  const from = query.from ?? shiftDay(to, -(DEFAULT_DAYS - 1));
  const length = daysIn(from, to);
  return {
    from,
    to,
    previousFrom: shiftDay(from, -length),
    previousTo: shiftDay(from, -1),
    days: Array.from({ length }, (_, index) => shiftDay(from, index)),
  };
}
