// Day-month-year, as dates are read in Bangladesh: "5 Mar 2025". Always Dhaka's time:
// the server renders pages in its own time zone and the browser takes them over in the
// visitor's, so both must agree, and the shop's customers are in Bangladesh.
const timeZone = 'Asia/Dhaka';

/**
 * A formatter made on first use and kept: creating one loads the browser's locale and time
 * zone data, which costs the first load of every page that imports this module, whether or
 * not it shows a date.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date) =>
    (formatter ??= new Intl.DateTimeFormat('en-GB', { ...options, timeZone })).format(date);
}

const day = lazyFormat({ dateStyle: 'medium' });
const dayAndTime = lazyFormat({ dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(iso: string): string {
  return day(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dayAndTime(new Date(iso));
}
