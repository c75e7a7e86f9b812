import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, password, test, uniqueEmail } from './fixtures/dashboard.ts';

// The shop's owner is created through the one-time link an empty shop prints at start;
// `npm run admin -- setup-link` prints the same link again. Signing up first grants nothing.

/** The shop's own command, with the shop's data directory and public address. */
async function setupLinkCommand(publicUrl: string): Promise<{ code: number; out: string }> {
  return promisify(execFile)(process.execPath, ['dist/server/cli/admin.js', 'setup-link'], {
    env: {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      PUBLIC_URL: publicUrl,
    },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      out: error.stdout + error.stderr,
    }),
  );
}

async function fillSetupForm(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Owner Account' }).click();
}

test('the setup link creates the owner once, who lands on the dashboard as staff', async ({
  page,
  baseURL,
}) => {
  const printed = await setupLinkCommand(baseURL as string);
  expect(printed.code).toBe(0);
  const link = printed.out.match(
    /^Open (http:\/\/\S+\/setup\?token=[\w-]{43}) to create the shop owner's account$/m,
  )?.[1];
  expect(link, printed.out).toBeDefined();
  expect(link?.startsWith(`${baseURL}/setup?token=`)).toBe(true);

  // A wrong token is refused, and says why.
  await page.goto('/setup?token=not-the-token');
  await fillSetupForm(page, 'Impostor', uniqueEmail('impostor'));
  await expect(page.getByRole('alert')).toHaveText(/setup link is not valid/);
  await expect(page).toHaveURL(/\/setup\?token=not-the-token$/);

  const owner = uniqueEmail('owner');
  await page.goto(link as string);
  await expect(page.getByRole('heading', { name: "Create the Owner's Account" })).toBeVisible();
  await fillSetupForm(page, 'Circuit Haat Owner', owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'All Users' })).toBeVisible();
  await expect(menu.getByText('Owner', { exact: true })).toBeVisible();
  await page.goto('/dashboard/allusers');
  const ownerRow = page.getByRole('row').filter({ hasText: owner });
  await expect(ownerRow.getByText('Owner', { exact: true })).toBeVisible();
  await expect(ownerRow.getByRole('button', { name: /Delete/ })).toHaveCount(0);

  // The link is spent: it creates nothing more, and the command says the shop has an owner.
  await page.context().clearCookies();
  await page.goto(link as string);
  await fillSetupForm(page, 'Second Owner', uniqueEmail('second'));
  await expect(page.getByRole('alert')).toHaveText(/already been used/);
  const after = await setupLinkCommand(baseURL as string);
  expect(after).toMatchObject({ code: 1, out: expect.stringContaining('already has an owner') });
});
