import type { Page } from '@playwright/test';
import { messages } from '../src/shared/messages.ts';
import { formatTk } from '../src/shared/money.ts';
import { chooseDistrict, homeCharge } from './fixtures/checkout.ts';
import { catalogue, expect, orderDialog, signUp, test, toastWith } from './fixtures/customer.ts';

// The address book in My Profile (docs/product.md#my-profile) and the order modal that starts
// from its default address (docs/product.md#order-modal): the order is charged for delivery to
// the default address's district.

interface NewAddress {
  label: string;
  phone: string;
  typed: string;
  district: string;
  area: string;
  line: string;
}

async function addAddress(page: Page, address: NewAddress) {
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByLabel('Label (optional)').fill(address.label);
  await dialog.getByLabel('Mobile number').fill(address.phone);
  await chooseDistrict(page, address.typed, address.district);
  await dialog.getByLabel('Area or thana').fill(address.area);
  await dialog.getByLabel('Street address').fill(address.line);
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(dialog).toBeHidden();
}

test('a customer saves two addresses, makes the second the default, and Buy Now starts from it with its delivery charge', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const customer = await signUp(page, { name: 'Farhana Islam', prefix: 'addresses' });
  const product = (await catalogue(page.request)).find((p) => p.quantity >= 5);
  if (!product) throw new Error('No product with 5 or more units left.');

  await page.goto('/dashboard/my-profile');
  const book = page.getByRole('region', { name: 'Address book' });
  await expect(book).toContainText('No saved addresses yet');

  // What is missing is said under each field, before anything is sent.
  await book.getByRole('button', { name: 'Add address' }).click();
  const adding = page.getByRole('dialog', { name: 'Add an address' });
  await expect(adding.getByLabel('Contact name')).toHaveValue(customer.name);
  await adding.getByRole('button', { name: 'Add address' }).click();
  await expect(adding.getByText(messages.validation.phoneRequired)).toBeVisible();
  await expect(adding.getByText('district is required')).toBeVisible();
  await adding.getByRole('button', { name: 'Cancel' }).click();

  await addAddress(page, {
    label: 'Office',
    phone: '01712345678',
    typed: 'ঢাকা',
    district: 'Dhaka',
    area: 'Dhanmondi',
    line: 'House 12, Road 5',
  });
  await addAddress(page, {
    label: 'Home',
    phone: '01812-345678',
    typed: 'syl',
    district: 'Sylhet',
    area: 'Zindabazar',
    line: 'House 4, Lamabazar Road',
  });

  const office = book.getByRole('listitem', { name: 'Office' });
  const home = book.getByRole('listitem', { name: 'Home' });
  // The first address saved is the default.
  await expect(office.getByText('Default', { exact: true })).toBeVisible();
  await expect(home.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(home).toContainText('Farhana Islam · 01812345678');
  await expect(home).toContainText('House 4, Lamabazar Road, Zindabazar, Sylhet');

  await home.getByRole('button', { name: 'Make default' }).click();
  await expect(toastWith(page, 'Home is now your default address.')).toBeVisible();
  await expect(home.getByText('Default', { exact: true })).toBeVisible();
  await expect(office.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(office.getByRole('button', { name: 'Make default' })).toBeVisible();

  // Buy Now's modal starts from the default address.
  await page.goto(`/order-modal/${product._id}`);
  const dialog = orderDialog(page);
  await expect(dialog.getByLabel('Phone')).toHaveValue('01812345678');
  await expect(dialog.getByRole('combobox', { name: 'District' })).toHaveValue('Sylhet (সিলেট)');
  await expect(dialog.getByLabel('Area or thana')).toHaveValue('Zindabazar');
  await expect(dialog.getByLabel('Street address')).toHaveValue('House 4, Lamabazar Road');

  const placed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/checkout') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  const answer = await placed;
  expect(answer.status()).toBe(201);
  const { orderId: insertedId } = (await answer.json()) as { orderId: string };
  await expect(toastWith(page, messages.order.success(customer.name))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The order page shows Sylhet's delivery charge for this parcel.
  const charge = await homeCharge(page.request, 'Sylhet', [
    { productId: product._id, quantity: 1 },
  ]);
  await page.goto(`/dashboard/orders/${insertedId}`);
  await expect(page.getByTestId('order-delivery-charge')).toHaveText(formatTk(charge));
  await expect(page.getByTestId('order-total')).toHaveText(formatTk(product.price + charge));
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Sylhet');

  // Deleting asks first; the one kept is still the default.
  await page.goto('/dashboard/my-profile');
  await office.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(office).toBeVisible();
  await office.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete address' }).click();
  await expect(office).toHaveCount(0);
  await expect(home.getByText('Default', { exact: true })).toBeVisible();
});
