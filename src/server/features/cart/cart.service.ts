import type pg from 'pg';
import type { Cart, CartLineInput } from '../../../shared/schemas/cart.ts';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '../../../shared/schemas/cart.ts';
import { messages } from '../../../shared/messages.ts';
import type { RowOf } from '../../db/rows.ts';
import type { products } from '../../db/schema.ts';
import type { cartItems } from '../../db/schema-checkout.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';

/** A cart line joined with its product as it is now. */
type CartRow = RowOf<typeof cartItems, 'product_id' | 'quantity' | 'price_when_added'> &
  RowOf<
    typeof products,
    | 'name'
    | 'image_url'
    | 'price_tk'
    | 'regular_price_tk'
    | 'stock'
    | 'warranty_months'
    | 'warranty_kind'
  > & {
    removed: boolean;
  };

/** The caller's cart with each product as it is now; lines in the order they were added. */
export async function readCart(db: pg.Pool | pg.ClientBase, userId: string): Promise<Cart> {
  const { rows } = await db.query<CartRow>(
    `select c.product_id, c.quantity, c.price_when_added, p.name, p.image_url, p.price_tk,
            p.regular_price_tk,
            p.stock, p.deleted_at is not null as removed, p.warranty_months, p.warranty_kind
       from cart_items c join products p on p.id = c.product_id
      where c.user_id = $1 order by c.added_at, c.product_id`,
    [userId],
  );
  const items = rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    image: row.image_url,
    price: row.price_tk,
    regularPrice: row.regular_price_tk,
    quantity: row.quantity,
    stock: row.removed ? 0 : row.stock,
    lineTotal: row.price_tk * row.quantity,
    priceWhenAdded: row.price_when_added,
    priceChanged: row.price_tk !== row.price_when_added,
    outOfStock: !row.removed && row.stock === 0,
    removed: row.removed,
    warranty: { months: row.warranty_months, kind: row.warranty_kind },
  }));
  const orderable = items.filter((item) => !item.removed && !item.outOfStock);
  return {
    items,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: orderable.reduce((sum, item) => sum + item.lineTotal, 0),
  };
}

/**
 * Puts a product in the cart with this quantity (replacing the line's quantity, keeping
 * the price it was added at). Refused: a product not sold (404), more than the stock, or
 * a new line past the cart's size (409).
 */
export async function setCartQuantity(
  pool: pg.Pool,
  userId: string,
  productId: string,
  quantity: number,
): Promise<Cart> {
  return inTransaction(pool, async (client) => {
    await lockCart(client, userId);
    const { rows } = await client.query<
      RowOf<typeof products, 'stock' | 'price_tk'> & { in_cart: boolean }
    >(
      `select stock, price_tk,
              exists (select 1 from cart_items where user_id = $1 and product_id = p.id) as in_cart
         from products p where id = $2 and deleted_at is null`,
      [userId, productId],
    );
    const product = rows[0];
    if (!product) throw new HttpError(404, `productId: no product with id ${productId} is sold.`);
    if (product.stock === 0) throw new HttpError(409, messages.order.outOfStock);
    if (quantity > product.stock) {
      throw new HttpError(
        409,
        `quantity: only ${product.stock} left in stock, so ${quantity} cannot go in the cart.`,
      );
    }
    if (!product.in_cart && (await lineCount(client, userId)) >= CART_MAX_LINES) {
      throw new HttpError(
        409,
        `Your cart already holds ${CART_MAX_LINES} products, the most it takes.`,
      );
    }
    await client.query(
      `insert into cart_items (user_id, product_id, quantity, price_when_added)
       values ($1, $2, $3, $4)
       on conflict (user_id, product_id) do update set quantity = excluded.quantity`,
      [userId, productId, quantity, product.price_tk],
    );
    return readCart(client, userId);
  });
}

export async function removeFromCart(pool: pg.Pool, userId: string, productId: string) {
  await pool.query('delete from cart_items where user_id = $1 and product_id = $2', [
    userId,
    productId,
  ]);
  return readCart(pool, userId);
}

export async function clearCart(pool: pg.Pool, userId: string) {
  await pool.query('delete from cart_items where user_id = $1', [userId]);
  return readCart(pool, userId);
}

/**
 * Adds a browser cart to the account's cart: a product in both gets the two quantities
 * added up; every line is capped at 10 and at the stock (at least 1, so a line out of
 * stock stays, flagged). Products not sold are dropped, and so are new lines past the
 * cart's size.
 */
export async function mergeCart(
  pool: pg.Pool,
  userId: string,
  items: readonly CartLineInput[],
): Promise<Cart> {
  const incoming = new Map<string, number>();
  for (const { productId, quantity } of items) {
    incoming.set(productId, (incoming.get(productId) ?? 0) + quantity);
  }
  return inTransaction(pool, async (client) => {
    await lockCart(client, userId);
    const held = await client.query<RowOf<typeof cartItems, 'product_id'>>(
      'select product_id from cart_items where user_id = $1',
      [userId],
    );
    const inCart = new Set(held.rows.map((row) => row.product_id));
    let room = CART_MAX_LINES - inCart.size;
    const merged = [...incoming].filter(([productId]) => inCart.has(productId) || room-- > 0);
    await client.query(
      `insert into cart_items (user_id, product_id, quantity, price_when_added)
       select $1, p.id, greatest(1, least($4::int, p.stock, m.quantity)), p.price_tk
         from unnest($2::uuid[], $3::int[]) as m(product_id, quantity)
         join products p on p.id = m.product_id and p.deleted_at is null
       on conflict (user_id, product_id) do update set quantity = greatest(1, least(
         $4::int, cart_items.quantity + excluded.quantity,
         (select stock from products where id = excluded.product_id)))`,
      [userId, merged.map(([id]) => id), merged.map(([, quantity]) => quantity), CART_MAX_QUANTITY],
    );
    return readCart(client, userId);
  });
}

/** One customer's cart changes queue behind each other (the customer's row is the lock). */
async function lockCart(client: pg.ClientBase, userId: string) {
  await client.query('select 1 from users where id = $1 for no key update', [userId]);
}

async function lineCount(client: pg.ClientBase, userId: string): Promise<number> {
  const { rows } = await client.query<{ lines: number }>(
    'select count(*)::int as lines from cart_items where user_id = $1',
    [userId],
  );
  return rows[0]?.lines ?? 0;
}
