import { afterEach, describe, expect, it, vi } from 'vitest';

// The formatters load the browser's locale data when made, so the module makes them on the
// first date it formats, not when a page that imports it loads.

const RealDateTimeFormat = Intl.DateTimeFormat;
let made = 0;

class CountedDateTimeFormat extends RealDateTimeFormat {
  constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
    super(...args);
    made += 1;
  }
}

afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
});

async function loadFresh() {
  made = 0;
  Intl.DateTimeFormat = CountedDateTimeFormat as typeof Intl.DateTimeFormat;
  vi.resetModules();
  return import('./format-date.ts');
}

describe('format-date', () => {
  it('makes no formatter when loaded, one per format on first use, and keeps it', async () => {
    const { formatDate, formatDateTime } = await loadFresh();
    expect(made).toBe(0);
    expect(formatDate('2025-03-05T06:00:00Z')).toBe('5 Mar 2025');
    expect(formatDate('2025-03-06T06:00:00Z')).toBe('6 Mar 2025');
    expect(made).toBe(1);
    expect(formatDateTime('2025-03-05T06:00:00Z')).toBe('5 Mar 2025, 12:00');
    expect(formatDateTime('2025-03-05T07:30:00Z')).toBe('5 Mar 2025, 13:30');
    expect(made).toBe(2);
  });

  it("shows Dhaka's day and time whatever the machine's time zone", async () => {
    const { formatDate, formatDateTime } = await loadFresh();
    // 20:30 UTC on the 4th is 02:30 on the 5th in Dhaka (UTC+6).
    expect(formatDate('2025-03-04T20:30:00Z')).toBe('5 Mar 2025');
    expect(formatDateTime('2025-03-04T20:30:00Z')).toBe('5 Mar 2025, 02:30');
  });
});
