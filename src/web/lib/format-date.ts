// Day-month-year, as dates are read in Bangladesh: "5 Mar 2025".
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(iso: string): string {
  return day.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dayAndTime.format(new Date(iso));
}
