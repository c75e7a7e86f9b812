import type { APIRequestContext } from '@playwright/test';
import {
  bearer,
  createAdmin,
  createProduct,
  expect,
  signInAs,
  test,
  tokenFor,
  uniqueEmail,
} from './fixtures/dashboard.ts';

// Back in stock at 390 px (decision 078): a visitor leaves an email on an out-of-stock
// product instead of meeting dead Buy and Cart buttons; the owner restocks it; one mail
// naming the product arrives through the notice queue, and its stop link's page acts only
// on its button.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The newest mail to the address once `count` mails have come, and how many came. */
async function mailTo(request: APIRequestContext, email: string) {
  const url = `${process.env.E2E_MAIL_URL}/mail?to=${encodeURIComponent(email)}`;
  let mail = { text: '', count: 0 };
  await expect
    .poll(async () => {
      const answer = await request.get(url);
      if (answer.ok()) mail = (await answer.json()) as typeof mail;
      return mail.count;
    })
    .toBeGreaterThan(0);
  return mail;
}

test('a visitor asks to be notified, the owner restocks, one mail names the product', async ({
  page,
  browser,
  baseURL,
}) => {
  // The owner works in a browser of their own; the visitor is not signed in.
  const owner = await createAdmin(browser, baseURL!);
  const ownerPage = await (await browser.newContext({ baseURL: baseURL! })).newPage();
  await signInAs(ownerPage, owner);
  const token = await tokenFor(ownerPage.request, owner.email);
  const product = await createProduct(ownerPage.request, token, { quantity: 0 });
  const email = uniqueEmail('waiting');

  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy Now/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
  await page.getByLabel('Notify me when it is back').fill(email);
  await page.getByRole('button', { name: 'Notify me', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
    `Thank you: we will mail ${email} once when ${product.name} is back.`,
  );

  const restocked = await ownerPage.request.post(`/api/products/${product.id}/stock`, {
    headers: bearer(token),
    data: { change: 5, reason: 'received', note: 'Back from the importer' },
  });
  expect(restocked.status()).toBe(200);
  const mail = await mailTo(page.request, email);
  expect(mail.count).toBe(1);
  expect(mail.text).toContain(`${product.name} is back in stock`);

  // The mail's stop link: nothing is stopped on opening; the button says none are waiting.
  const stop = /(http:\/\/\S+\/stock-alerts\/stop\?token=[\w-]+)/.exec(mail.text)?.[1];
  expect(stop).toBeTruthy();
  await page.goto(stop!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stop back-in-stock alerts' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Stop my alerts' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'nothing more' })).toHaveText(
    `No alerts were waiting for ${email}: nothing more will be sent.`,
  );
});
