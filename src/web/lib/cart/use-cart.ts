import type { Warranty } from '../../../shared/warranty.ts';
import { useQuery } from '@tanstack/react-query';
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

export function useCart(): Cart {
  const session = useSession();
  const local = useLocalCart();
  const email = session.user?.email ?? null;
  // The account's cart query also merges a visitor's browser cart into it on sign-in.
  const { data } = useQuery({ ...accountCartQuery(email ?? ''), enabled: email !== null });
  if (email === null) {
    if (session.status === 'loading') return { ...browserCart([]), ready: false };
    return browserCart(local);
  }
  return accountCart(email, data);
}
