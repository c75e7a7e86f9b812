// Day-month-year, as dates are read in Bangladesh: "5 Mar 2025". Always Dhaka's time:
// the server renders pages in its own time zone and the browser takes them over in the
// visitor's, so both must agree, and the shop's customers are in Bangladesh.
const timeZone = 'Asia/Dhaka';
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone });
const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone,
});

export function formatDate(iso: string): string {
  return day.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dayAndTime.format(new Date(iso));
}
