// The system Chromium and the flags every browser the project starts uses: the browser
// tests (playwright.config.ts) and the benchmark's page loads and Lighthouse runs.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without --headless: Playwright picks its own headless mode. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
