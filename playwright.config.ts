import { existsSync, mkdtempSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  // Fail, never skip: a missing browser must not look like a passing suite.
  throw new Error(
    `Chromium not found at ${chromium}. Install it with: apt-get update && apt-get install -y chromium ` +
      '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
// The production build on a fresh, seeded database of its own, under the temp directory.
// Workers load this file again; the environment hands them the same folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'circuit-haat-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
chmodSync(dataDir, 0o755);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM lets the shop finish and stop its embedded PostgreSQL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
  },
});
