import type { Warranty } from '../../../shared/warranty.ts';
import { useMemo } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountKeyOf } from '../../../shared/account-key.ts';
import { sessionQuery } from '../auth-api.ts';
import { readToken } from '../auth-store.ts';
import { useSession } from '../use-session.ts';
import {
  addLine,
  clampQuantity,
  countUnits,
  removeLine,
  setLineQuantity,
  type CartLine,
  type CartProduct,
} from './cart-lines.ts';
import { readLocalCart, useLocalCart, writeLocalCart } from './local-cart.ts';
import {
  accountCartQuery,
  removeAccountLine,
  setAccountQuantity,
  type AccountCart,
} from './account-cart.ts';

// The one way the app reads and changes the cart (docs/product.md#cart): a visitor's cart
// lives in this browser, a customer's on the server. Components never ask which: they
// call useCart() and get the same lines and actions either way.

/**
 * A line as the cart shows it. A customer's lines come from the server with today's price,
 * stock and flags; a visitor's hold what the browser saw when adding, and the cart page
 * checks them against today's products.
 */
export interface CartItem {
  productId: string;
  name: string;
  image: string;
  price: number;
  /** On sale: the price before it; known once today's product is read. */
  regularPrice?: number | null;
  quantity: number;
  stock: number;
  priceWhenAdded: number;
  priceChanged: boolean;
  outOfStock: boolean;
  removed: boolean;
  /** The product's warranty: known once today's product is read (always for a customer). */
  warranty?: Warranty;
}

export interface Cart {
  /** Where the cart is kept: this browser (visitor) or the account (customer). */
  owner: 'browser' | 'account';
  /** False while the customer's cart is on its way from the server. */
  ready: boolean;
  items: readonly CartItem[];
  /** Units in the cart. */
  count: number;
  subtotal: number;
  add(product: CartProduct, units?: number): Promise<void>;
  setQuantity(productId: string, quantity: number): Promise<void>;
  remove(productId: string): Promise<void>;
}

const subtotalOf = (items: readonly CartItem[]) =>
  items.reduce((sum, item) => sum + item.price * item.quantity, 0);

function browserCart(lines: readonly CartLine[]): Cart {
  const items = lines.map((line) => ({
    ...line,
    priceWhenAdded: line.price,
    priceChanged: false,
    outOfStock: line.stock <= 0,
    removed: false,
  }));
  return {
    owner: 'browser',
    ready: true,
    items,
    count: countUnits(items),
    subtotal: subtotalOf(items),
    add: (product, units = 1) => {
      writeLocalCart(addLine(readLocalCart(), product, units));
      return Promise.resolve();
    },
    setQuantity: (productId, quantity) => {
      writeLocalCart(setLineQuantity(readLocalCart(), productId, quantity));
      return Promise.resolve();
    },
    remove: (productId) => {
      writeLocalCart(removeLine(readLocalCart(), productId));
      return Promise.resolve();
    },
  };
}

function accountCart(email: string, cart: AccountCart | undefined): Cart {
  const items = cart?.items ?? [];
  const quantityOf = (productId: string) =>
    items.find((item) => item.productId === productId)?.quantity ?? 0;
  return {
    owner: 'account',
    ready: cart !== undefined,
    items,
    count: cart?.count ?? 0,
    subtotal: cart?.subtotal ?? 0,
    add: (product, units = 1) =>
      setAccountQuantity(
        email,
        product._id,
        clampQuantity(quantityOf(product._id) + units, product.quantity),
      ),
    setQuantity: (productId, quantity) => {
      const stock = items.find((item) => item.productId === productId)?.stock ?? quantity;
      return setAccountQuantity(email, productId, clampQuantity(quantity, stock));
    },
    remove: (productId) => removeAccountLine(email, productId),
  };
}

/**
 * Adds to the cart of whoever turns out to be signed in. Right after a page loads, the
 * session check and the customer's cart are still on their way, and Add to Cart already
 * answers: an add then would land in this browser's cart (a customer's line the account
 * never sees) or set the account's line to the units added while an older read of the
 * cart is still to answer over it. So it waits for both, through the same queries the
 * page uses (a read in flight is joined, not repeated).
 */
async function addOnceKnown(client: QueryClient, product: CartProduct, units: number) {
  const session = await client.ensureQueryData(sessionQuery());
  const email = session.user ? accountKeyOf(session.user) : null;
  if (!email) return browserCart(readLocalCart()).add(product, units);
  const cart = await client.ensureQueryData(accountCartQuery(email));
  return accountCart(email, cart).add(product, units);
}

export function useCart(): Cart {
  const client = useQueryClient();
  const session = useSession();
  const local = useLocalCart();
  // The same browser cart while its lines are the same, so a page may keep what it showed
  // and compare by reference without rendering forever.
  const browser = useMemo(() => browserCart(local), [local]);
  // A phone account's cart is on the server too, under its phone.
  const email = session.user ? accountKeyOf(session.user) : null;
  // The account's cart query also merges a visitor's browser cart into it on sign-in.
  const { data } = useQuery({ ...accountCartQuery(email ?? ''), enabled: email !== null });
  const addWhenKnown = (product: CartProduct, units = 1) => addOnceKnown(client, product, units);
  if (email === null) {
    if (session.status !== 'loading') return browser;
    // A browser that holds no token has had nobody signed in: its add goes to this
    // browser's cart at once, as a visitor's does (a session found after all merges it).
    const add =
      readToken() === null
        ? (product: CartProduct, units = 1) => browser.add(product, units)
        : addWhenKnown;
    return { ...browserCart([]), ready: false, add };
  }
  const cart = accountCart(email, data);
  return cart.ready ? cart : { ...cart, add: addWhenKnown };
}
