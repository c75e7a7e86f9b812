import { signUpCustomer, uniqueEmail, type Customer, type ShopProcess } from './shop-process.ts';

/** The one-time owner setup token an empty shop printed in its start-up log. */
export function setupTokenOf(shop: ShopProcess): string {
  const printed = shop.output().match(/\/setup\?token=([\w-]+) to create the shop owner's account/);
  if (!printed?.[1]) throw new Error(`The shop printed no owner setup link:\n${shop.output()}`);
  return printed[1];
}

/** The shop's owner (everything an admin is), made with the link from its start-up log. */
export function signUpOwner(
  shop: ShopProcess,
  account: { name?: string; email?: string; password?: string } = {},
): Promise<Customer> {
  return signUpCustomer(shop.baseUrl, {
    name: 'System Test Owner',
    email: uniqueEmail('owner'),
    ...account,
    setupToken: setupTokenOf(shop),
  });
}
