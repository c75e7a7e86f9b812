import { existsSync, mkdtempSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { TEST_CLIENT } from './e2e/fixtures/oidc-test-client.ts';
import { BKASH_CREDENTIALS } from './test/gateways/bkash-simulator.ts';
import { SSLCOMMERZ_CREDENTIALS } from './test/gateways/sslcommerz-simulator.ts';
import { STEADFAST_CREDENTIALS } from './test/gateways/steadfast-simulator.ts';
import { chromiumFlags, chromiumPath as chromium } from './test/support/chromium.ts';

if (!existsSync(chromium)) {
  // Fail, never skip: a missing browser must not look like a passing suite.
  throw new Error(
    `Chromium not found at ${chromium}. Install it with: apt-get update && apt-get install -y chromium ` +
      '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const shopUrl = `http://127.0.0.1:${port}`;
// A real OpenID provider on this machine stands in for Google.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
// A local SMTP server takes the shop's mail; tests read it over HTTP (e2e/fixtures/mail-catcher.ts).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2);
const mailHttpPort = smtpPort + 1;
process.env.E2E_MAIL_URL ??= `http://127.0.0.1:${mailHttpPort}`;
// The production build on a fresh, seeded database of its own, under the temp directory.
// Workers load this file again; the environment hands them the same folder.
// The payment gateways' simulators (test/gateways), one port each after the mail catcher.
const bkashUrl = `http://127.0.0.1:${port + 4}`;
const sslcommerzUrl = `http://127.0.0.1:${port + 5}`;
// Steadfast's simulator; the couriers' browser test drives it through its /__control paths.
const steadfastUrl = `http://127.0.0.1:${port + 6}`;
process.env.E2E_STEADFAST_URL ??= steadfastUrl;
// A stand-in for the SMS gateway (e2e/fixtures/sms-catcher.ts); tests read what it took.
const smsUrl = `http://127.0.0.1:${port + 8}`;
process.env.E2E_SMS_URL ??= smsUrl;
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'circuit-haat-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
chmodSync(dataDir, 0o755);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Each run clears its output folder when it starts: two halves of the suite run side by
  // side (scripts/run-tests.mjs), each on ports of its own, so each keeps its own folder.
  outputDir: `test-results/port-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Limits for giving up, not for passing: a test ends as soon as what it waits for shows.
  // The journeys take up to 17 s on a quiet machine, and the unit and API tests run beside
  // them in `npm test`; on a machine at load average 27, two journeys were stopped at 30 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace is recorded for every test and kept only for a failure; that recording cost a
    // third of the browser lane's CPU (decision 047). A CI run's files are not kept, so CI
    // records none; a local run still keeps the trace of what failed.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx e2e/fixtures/oidc-issuer.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(oidcPort), SHOP_URL: shopUrl },
    },
    {
      command: 'node --import tsx e2e/fixtures/mail-catcher.ts',
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { SMTP_PORT: String(smtpPort), MAIL_HTTP_PORT: String(mailHttpPort) },
    },
    {
      command: `node --import tsx test/gateways/run-simulator.ts bkash ${port + 4}`,
      url: `${bkashUrl}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx test/gateways/run-simulator.ts sslcommerz ${port + 5}`,
      url: `${sslcommerzUrl}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx test/gateways/run-simulator.ts steadfast ${port + 6}`,
      url: `${steadfastUrl}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx e2e/fixtures/sms-catcher.ts',
      url: `${smsUrl}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { SMS_PORT: String(port + 8) },
    },
    {
      command: 'node dist/server/main.js',
      url: `${shopUrl}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // SIGTERM lets the shop finish and stop its embedded PostgreSQL.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        GOOGLE_CLIENT_ID: TEST_CLIENT.id,
        GOOGLE_CLIENT_SECRET: TEST_CLIENT.secret,
        OIDC_ISSUER: oidcIssuer,
        PUBLIC_URL: shopUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Circuit Haat <shop@example.com>',
        // Every browser test signs up from 127.0.0.1; the default (30 an hour) is for one real address.
        SIGNUP_LIMIT_PER_IP_PER_HOUR: '1000',
        ORDER_LIMIT_PER_USER_PER_MINUTE: '1000',
        BKASH_BASE_URL: bkashUrl,
        BKASH_APP_KEY: BKASH_CREDENTIALS.appKey,
        BKASH_APP_SECRET: BKASH_CREDENTIALS.appSecret,
        BKASH_USERNAME: BKASH_CREDENTIALS.username,
        BKASH_PASSWORD: BKASH_CREDENTIALS.password,
        SSLCOMMERZ_BASE_URL: sslcommerzUrl,
        SSLCOMMERZ_STORE_ID: SSLCOMMERZ_CREDENTIALS.storeId,
        SSLCOMMERZ_STORE_PASSWORD: SSLCOMMERZ_CREDENTIALS.storePassword,
        STEADFAST_BASE_URL: `${steadfastUrl}/api/v1`,
        STEADFAST_API_KEY: STEADFAST_CREDENTIALS.apiKey,
        STEADFAST_SECRET_KEY: STEADFAST_CREDENTIALS.secretKey,
        SMS_API_URL: `${smsUrl}/api/smsapi`,
        SMS_API_KEY: 'e2e-key',
        SMS_SENDER_ID: '8809617000000',
        // Parcels are asked about every second, so a status set at the simulator shows soon.
        COURIER_POLL_SECONDS: '1',
      },
    },
  ],
});
