import type { Product } from '../src/shared/schemas/product.ts';
import { expect, signUp, test } from './fixtures/customer.ts';
import { addToCart, chooseDistrict } from './fixtures/checkout.ts';
import { createAdmin, pngBytes, signInAs, uniqueName, type Account } from './fixtures/dashboard.ts';
import { waitForTakeOverOnLoad } from './fixtures/test-base.ts';

// Product fields a shopper can trust (docs/product.md#add-product, #product-page, decision
// 042): the owner adds a case with its weight, warranty and two pictures; the product page
// shows the warranty and a gallery used from the keyboard; the cart, the order page and the
// invoice carry the warranty.

let admin: Account;

test.beforeAll(async ({ browser }, info) => {
  admin = await createAdmin(browser, String(info.project.use.baseURL));
});

test('the owner adds a case with weight, warranty and two pictures; shoppers see them through to the invoice', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = waitForTakeOverOnLoad(await browser.newPage({ baseURL }));
  await signInAs(owner, admin);
  await owner.goto('/dashboard/addProduct');
  // The form is live once the weight shows the default of its first category.
  await expect(owner.getByLabel('Shipping weight (g)')).toHaveValue('1000');
  const name = uniqueName('Glass Case');
  await owner.getByLabel('Product Name').fill(name);
  await owner.getByLabel('Price (Tk)').fill('6400');
  await owner.getByLabel('Quantity in stock').fill('5');
  await owner.getByLabel('Category').selectOption({ label: 'Cases' });
  // The weight starts at the category's default, then the owner weighs the box.
  await expect(owner.getByLabel('Shipping weight (g)')).toHaveValue('9000');
  await owner.getByLabel('Shipping weight (g)').fill('8200');
  await owner.getByLabel('Warranty (months)').fill('12');
  await owner.getByLabel('Warranty kind').selectOption({ label: 'Service only' });
  await expect(owner.getByText('Shoppers see: 1 year service warranty')).toBeVisible();
  await owner.getByLabel('Product Details').fill('A mid tower with a glass side.');
  await owner.getByLabel('Product image').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await pngBytes('#1e6bd6') },
    { name: 'side.png', mimeType: 'image/png', buffer: await pngBytes('#d61e6b') },
  ]);
  await owner.getByRole('button', { name: 'Make picture 2 the main picture' }).click();
  await expect(owner.getByRole('img', { name: /picture 1, the main picture$/ })).toBeVisible();
  await owner.getByRole('button', { name: 'Add Product' }).click();
  await expect(owner.getByText('Products added successfully')).toBeVisible();
  await owner.close();

  const found = await page.request.get(`/api/product?q=${encodeURIComponent(name)}`);
  const [product] = (await found.json()) as Product[];
  if (!product) throw new Error('The added product is not in the catalogue.');
  expect(product.weightGrams).toBe(8200);
  expect(product.images).toHaveLength(2);
  expect(product.image).toBe(product.images[0]);

  // The card shows the main picture; the product page shows the warranty and the gallery.
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article', { name }).locator('img')).toHaveAttribute(
    'src',
    product.image,
  );
  await page.goto(`/products/${product._id}`);
  await expect(page.getByText('1 year service warranty')).toBeVisible();
  const gallery = page.getByRole('region', { name: `Pictures of ${name}` });
  const shown = gallery.getByRole('img', { name: new RegExp(`^${name}, picture`) });
  await expect(shown).toHaveAccessibleName(`${name}, picture 1 of 2`);
  await gallery.getByRole('button', { name: 'Show picture 1 of 2' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(shown).toHaveAccessibleName(`${name}, picture 2 of 2`);
  await expect(shown).toHaveAttribute('src', product.images[1] ?? '');
  await expect(gallery.getByRole('button', { name: 'Show picture 2 of 2' })).toBeFocused();
  await expect(gallery.getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  await expect(shown).toHaveAccessibleName(`${name}, picture 1 of 2`);

  // A customer buys it: the cart, the order page and the invoice name the warranty.
  await signUp(page, { name: 'Rumana Afroz' });
  await page.reload();
  await addToCart(page, product);
  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name })).toContainText('1 year service warranty');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByLabel('Mobile number').fill('01712345678');
  await chooseDistrict(page, 'Sylhet', 'Sylhet');
  await page.getByLabel('Area or thana').fill('Zindabazar');
  await page.getByLabel('Street address').fill('House 4, Lamabazar Road');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const line = page.getByRole('row', { name: new RegExp(name) });
  await expect(line).toContainText('1 year service warranty');
  await page.getByRole('link', { name: 'Invoice' }).click();
  const invoice = page.getByRole('article', { name: /^Invoice CH-\d{6}$/ });
  await expect(invoice.getByRole('row', { name: new RegExp(name) })).toContainText(
    '1 year service warranty',
  );
});
