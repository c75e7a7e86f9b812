import { z } from 'zod';
import { warrantySchema } from './warranty.ts';
import { idSchema } from './common.ts';

/** A cart line holds 1 to this many units of one product (never more than its stock). */
export const CART_MAX_QUANTITY = 10;
/** Lines one cart may hold: a whole PC with room to spare. */
export const CART_MAX_LINES = 50;

const quantityMessage = `quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}`;

/** A line's quantity: 0, 11, 1.5 and "2" are refused with a message naming the field. */
export const cartQuantitySchema = z
  .number({ message: quantityMessage })
  .int(quantityMessage)
  .min(1, quantityMessage)
  .max(CART_MAX_QUANTITY, quantityMessage);

export const cartLineInputSchema = z.object({ productId: idSchema, quantity: cartQuantitySchema });
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

export const cartProductParamsSchema = z.object({ productId: idSchema });

export const setCartQuantitySchema = z.object({ quantity: cartQuantitySchema });

/** The visitor's browser cart, merged into their account's cart when they sign in. */
export const mergeCartSchema = z.object({
  items: z
    .array(cartLineInputSchema, { message: 'items must be a list of { productId, quantity }' })
    .max(CART_MAX_LINES, `items may hold at most ${CART_MAX_LINES} lines`),
});

/**
 * A cart line as the API shows it: the product as it is now (name, image, price, stock),
 * the quantity asked for, and flags for what changed since the line was added.
 */
export const cartItemSchema = z.object({
  productId: idSchema,
  name: z.string(),
  image: z.string(),
  /** The price now, whole Taka: what checkout charges. */
  price: z.number().int(),
  /** On sale: the price before it, shown struck through; null: not on sale. */
  regularPrice: z.number().int().nullable(),
  quantity: z.number().int(),
  /** Units in stock now. */
  stock: z.number().int(),
  lineTotal: z.number().int(),
  /** The price when the line was added (or last set). */
  priceWhenAdded: z.number().int(),
  priceChanged: z.boolean(),
  outOfStock: z.boolean(),
  /** The product was removed from the shop: the line cannot be ordered. */
  removed: z.boolean(),
  /** The product's warranty now (an order line keeps the one it was sold with). */
  warranty: warrantySchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * The whole cart. `count` is the units in all lines; `subtotal` sums the lines that can
 * be ordered now (neither removed nor out of stock), at today's prices.
 */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  count: z.number().int(),
  subtotal: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;
