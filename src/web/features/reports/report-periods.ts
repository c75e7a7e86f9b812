// The period picker's choices as Asia/Dhaka dates (UTC+6, no daylight saving), so "today"
// is the shop's today wherever the owner's browser is.

export const PERIOD_CHOICES = [
  { id: 'today', label: 'Today' },
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: 'month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'custom', label: 'Custom' },
] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number]['id'];

const DAY_MS = 86_400_000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

export function dhakaToday(now = Date.now()): string {
  return day(now + 6 * 60 * 60_000);
}

/** The dates of a choice; custom keeps the dates typed. */
export function periodDates(
  choice: Exclude<PeriodChoice, 'custom'>,
  today = dhakaToday(),
): { from: string; to: string } {
  const at = Date.parse(`${today}T00:00:00Z`);
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (choice) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: day(at - 6 * DAY_MS), to: today };
    case '30d':
      return { from: day(at - 29 * DAY_MS), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last-month':
      return {
        from: day(Date.UTC(year, month - 2, 1)),
        to: day(Date.UTC(year, month - 1, 1) - DAY_MS),
      };
  }
}
