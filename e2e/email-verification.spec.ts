import type { APIRequestContext } from '@playwright/test';
import { VERIFICATION_SENT } from '../src/shared/schemas/email-verification.ts';
import { expect, signUp, test, uniqueEmail, uniqueName } from './fixtures/dashboard.ts';
import { expectNoSeriousA11yViolations } from './fixtures/storefront.ts';

// Email verification in the browser: My Profile's notice and resend, and the page the
// mailed link opens (docs/product.md#email-verification), over a real SMTP server.

/** The verification link in the newest mail to the address, once it is not `other`. */
async function mailedLink(request: APIRequestContext, email: string, other = ''): Promise<string> {
  const mailUrl = `${process.env.E2E_MAIL_URL}/mail?to=${encodeURIComponent(email)}`;
  let link = '';
  await expect
    .poll(async () => {
      const answer = await request.get(mailUrl);
      const text = answer.ok() ? ((await answer.json()) as { text: string }).text : '';
      link = /(http:\/\/\S+\/verify-email\?token=[\w-]+)/.exec(text)?.[1] ?? '';
      return link !== '' && link !== other;
    })
    .toBe(true);
  return link;
}

test('My Profile says the email is not verified until the mailed link is confirmed with its button', async ({
  page,
}) => {
  const email = uniqueEmail('verifier');
  await signUp(page.request, uniqueName('Verifier'), email);
  const first = await mailedLink(page.request, email);

  await page.goto('/dashboard/my-profile');
  const notice = page.getByRole('region', { name: 'Email not verified' });
  await expect(notice).toContainText(`We mailed a link to ${email}`);
  await notice.getByRole('button', { name: 'Resend verification link' }).click();
  await expect(notice.getByRole('status')).toHaveText(VERIFICATION_SENT);
  const link = await mailedLink(page.request, email, first);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByRole('status')).toHaveText(`Thank you: ${email} is confirmed as yours.`);

  // The replaced link and the used one both say so.
  for (const spent of [first, link]) {
    await page.goto(spent);
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await expect(page.getByRole('alert')).toContainText('was used already or has expired');
  }

  await page.goto('/dashboard/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');
  await expect(notice).toHaveCount(0);
});
