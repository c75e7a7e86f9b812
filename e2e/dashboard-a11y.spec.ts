import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInEitherTheme } from './fixtures/storefront.ts';
import {
  createAdmin,
  createProduct,
  expect,
  placeOrder,
  signInAs,
  signUp,
  test,
  tokenFor,
  uniqueEmail,
  type Account,
} from './fixtures/dashboard.ts';
import { withShopDatabase } from './fixtures/shop-database.ts';

// Every dashboard page, and its dialogs, checked with axe in both themes once
// its data has loaded.

interface PageCase {
  name: string;
  /** A function when the address holds something made before the tests. */
  path: string | (() => string);
  /** Something that only shows once the page's data is in. */
  ready: (page: Page) => Locator;
  /** Opens a dialog before the check, when the case is about one. */
  open?: (page: Page) => Promise<void>;
}

let admin: Account;
let productName: string;
/** An order with a booked parcel, whose label the Labels page shows. */
let labelledOrder: string;
const SAVED_BUILD = 'Quiet office build';
const COUPON = `A11Y-${Date.now().toString(36).toUpperCase()}`;

const pages: PageCase[] = [
  { name: 'overview', path: '/dashboard', ready: (page) => page.getByText(/^\d+$/).first() },
  {
    name: 'Add Product',
    path: '/dashboard/addProduct',
    ready: (page) => page.getByLabel('Product image'),
  },
  {
    name: 'My Products',
    path: '/dashboard/my-product',
    ready: (page) => page.getByTestId('my-product').first(),
  },
  {
    name: 'Manage Products',
    path: '/dashboard/manage-products',
    ready: (page) => page.getByRole('row').nth(1),
  },
  {
    name: 'the edit dialog',
    path: '/dashboard/manage-products',
    ready: (page) => page.getByRole('dialog'),
    open: (page) => page.getByRole('button', { name: `Edit ${productName}` }).click(),
  },
  {
    name: 'Import and export',
    path: '/dashboard/catalogue-file',
    ready: (page) => page.getByRole('button', { name: 'Download the catalogue' }),
  },
  {
    name: 'Manage Orders',
    path: '/dashboard/manage-orders',
    ready: (page) => page.getByTestId('order').first(),
  },
  {
    name: 'the cancel dialog',
    path: '/dashboard/manage-orders?status=pending',
    ready: (page) => page.getByRole('dialog'),
    open: (page) =>
      page
        .getByRole('article', { name: productName })
        .getByRole('button', { name: 'Cancel order' })
        .click(),
  },
  {
    name: 'the ship dialog',
    path: '/dashboard/manage-orders?status=confirmed',
    ready: (page) => page.getByRole('dialog'),
    open: (page) =>
      page
        .getByRole('article', { name: productName })
        .getByRole('button', { name: 'Mark shipped' })
        .click(),
  },
  {
    name: 'Notices',
    path: '/dashboard/notices',
    ready: (page) => page.getByTestId('notice-row').first(),
  },
  {
    name: 'Coupons',
    path: '/dashboard/coupons',
    ready: (page) => page.getByTestId('coupon-card').filter({ hasText: COUPON }),
  },
  {
    name: 'EMI plans',
    path: '/dashboard/emi-plans',
    ready: (page) => page.getByRole('form', { name: 'EMI plans' }),
  },
  {
    name: 'Courier cash',
    path: '/dashboard/courier-cash',
    ready: (page) => page.getByRole('region', { name: 'Pathao differences' }),
  },
  {
    name: 'Labels',
    // Its orders are chosen in Manage Orders and carried in its address.
    path: () => `/dashboard/labels?orders=${labelledOrder}`,
    ready: (page) => page.getByRole('article', { name: /^Label / }),
  },
  {
    name: 'Search synonyms',
    path: '/dashboard/search-synonyms',
    ready: (page) => page.getByRole('textbox', { name: 'Synonym groups' }),
  },
  {
    name: 'All Users',
    path: '/dashboard/allusers',
    ready: (page) => page.getByRole('row').nth(1),
  },
  {
    name: 'Settings',
    path: '/dashboard/settings',
    ready: (page) => page.getByRole('form', { name: 'Shop settings' }),
  },
  {
    name: 'Reviews',
    path: '/dashboard/reviews',
    ready: (page) => page.getByTestId('moderated-review').first(),
  },
  {
    name: 'My Orders',
    path: '/dashboard/my-orders',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'My Orders' }),
  },
  {
    name: 'My Review',
    path: '/dashboard/my-review',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'My Review' }),
  },
  {
    name: 'My Profile',
    path: '/dashboard/my-profile',
    ready: (page) => page.getByRole('heading', { name: 'Change password' }),
  },
  {
    name: 'My Builds',
    path: '/dashboard/my-builds',
    ready: (page) => page.getByRole('listitem', { name: SAVED_BUILD }),
  },
  {
    name: 'My Builds rename dialog',
    path: '/dashboard/my-builds',
    open: (page) => page.getByRole('button', { name: `Rename ${SAVED_BUILD}` }).click(),
    ready: (page) => page.getByRole('dialog', { name: 'Rename this build' }),
  },
];

test.beforeAll(async ({ browser, playwright }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  admin = await createAdmin(browser, baseURL);
  // Something on every list: a product of the admin's, and an order for it.
  const shop = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: admin.cookies, origins: [] },
  });
  const adminToken = await tokenFor(shop, admin.email);
  const product = await createProduct(shop, adminToken);
  productName = product.name;
  const saved = await shop.post('/api/builds', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { name: SAVED_BUILD, parts: {} },
  });
  expect(saved.status(), 'saving a build').toBe(201);
  const buyer = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('a11y-buyer');
  await signUp(buyer, 'Sadia Islam', email);
  const buyerToken = await tokenFor(buyer, email);
  await placeOrder(buyer, buyerToken, product.id);
  // A confirmed one too, for the ship dialog.
  const confirmed = await placeOrder(buyer, buyerToken, product.id);
  const moved = await shop.patch(`/api/orders/${confirmed}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { status: 'confirmed' },
  });
  expect(moved.status()).toBe(200);
  const coupon = await shop.post('/api/admin/coupons', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { code: COUPON, kind: 'percent', value: 10, maxDiscount: 1_000 },
  });
  expect(coupon.status(), 'coupon creation').toBe(201);
  // Parcels only a courier's answers make: one booked (its label), one delivered with less
  // cash than expected (a difference on the cash page). Pathao, which this shop does not
  // ask about, so the rows stay as written. Orders of another product, so the dialogs'
  // product keeps one pending and one confirmed order.
  const parcelled = await createProduct(shop, adminToken);
  labelledOrder = await placeOrder(buyer, buyerToken, parcelled.id);
  const settledOrder = await placeOrder(buyer, buyerToken, parcelled.id);
  await withShopDatabase((pool) =>
    pool.query(
      // The courier's ids are unique per courier: made from the order's id, so a second run
      // of this setup (after a failed test) makes new ones.
      `insert into shipments (order_id, courier, invoice, consignment_id, tracking_code,
         cash_to_collect_tk, state, cash_collected_tk, delivery_fee_tk)
       select id, 'pathao', id::text, code, code, 1500, state, collected, fee
         from (select $1::uuid as id, 'booked' as state, null::int as collected, null::int as fee
               union all select $2::uuid, 'delivered', 1400, 60) as parcels,
              lateral (select 'DT' || upper(substr(md5(id::text), 1, 10)) as code) as codes`,
      [labelledOrder, settledOrder],
    ),
  );
  await Promise.all([shop.dispose(), buyer.dispose()]);
});

test.describe('the dashboard in the light and the dark theme', () => {
  // Each test runs axe twice, once per theme: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  for (const pageCase of pages) {
    test(`${pageCase.name} has no serious accessibility problems`, async ({ page }) => {
      await signInAs(page, admin);
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await page.goto(typeof pageCase.path === 'string' ? pageCase.path : pageCase.path());
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (pageCase.open) await pageCase.open(page);
      await expect(pageCase.ready(page)).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectNoSeriousA11yViolationsInEitherTheme(page);
    });
  }

  test('the customer overview has no serious accessibility problems', async ({ page }) => {
    await signUp(page.request, 'Mehedi Hasan', uniqueEmail('a11y-customer'));
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Your latest orders' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoSeriousA11yViolationsInEitherTheme(page);
  });
});
