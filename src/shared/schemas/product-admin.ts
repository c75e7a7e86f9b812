import { AVAILABILITIES } from '../availability.ts';
import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { messages } from '../messages.ts';
import { idSchema, multiLine } from './common.ts';
import { specsSchema } from './product.ts';
import { specsIssues } from '../specs/specs-issues.ts';
import { saleIssues, saleMessages } from '../sale.ts';
import { visibleText } from './visible-text.ts';
import { warrantyKindSchema, warrantyMonthsSchema } from './warranty.ts';

/** Images must come from this shop's own image host (CSP allows no other origin). */
export const OWN_IMAGE_PATH = /^\/images\/[0-9a-f]{32}\.webp$/;

export const ownImage = z
  .string({ message: 'Image is Required' })
  .trim()
  .min(1, 'Image is Required')
  .max(500, 'Image must be an address of this shop’s image host')
  .transform((value, context) => {
    // The upload answer is a path; accept the same path as a full URL too.
    let path = value;
    try {
      path = new URL(value, 'http://shop.invalid').pathname;
    } catch {
      // left as typed; the check below refuses it
    }
    if (!OWN_IMAGE_PATH.test(path)) {
      context.addIssue({ code: 'custom', message: 'Image must be uploaded to this shop first' });
      return z.NEVER;
    }
    return path;
  });

/** A product shows 1 to this many pictures, the main one first. */
export const MAX_PRODUCT_IMAGES = 6;

const ownImages = z
  .array(ownImage, { message: 'Images must be a list of picture addresses of this shop' })
  .min(1, 'Image is Required')
  .max(MAX_PRODUCT_IMAGES, `A product may have at most ${MAX_PRODUCT_IMAGES} pictures`)
  .refine((images) => new Set(images).size === images.length, 'The same picture is listed twice');

/** A parcel's weight in whole grams, as the delivery charge reads it. */
export const shippingWeightSchema = z
  .number({ message: 'Shipping weight must be a whole number of grams' })
  .int('Shipping weight must be a whole number of grams')
  .min(1, 'Shipping weight must be at least 1 g')
  .max(100_000, 'Shipping weight must be at most 100000 g (100 kg)');

const wholeTaka = z
  .number({ message: 'Price is Required' })
  .int('Price must be whole Taka')
  .min(1, 'Price must be at least Tk 1')
  .max(10_000_000, 'Price must be at most Tk 1,00,00,000');

/** The price before a sale, shown struck through; null ends the sale (docs/product.md#sale-prices). */
const regularPrice = z
  .number({ message: 'Regular price must be whole Taka, or empty' })
  .int('Regular price must be whole Taka')
  .min(1, 'Regular price must be at least Tk 1')
  .max(10_000_000, 'Regular price must be at most Tk 1,00,00,000')
  .nullable();

/** When the regular price comes back by itself; an ISO date and time with its offset. */
const saleEndsAt = z.iso.datetime({ offset: true, message: saleMessages.endNotADate }).nullable();

const stockCount = z
  .number({ message: 'Quantity is Required' })
  .int('Quantity must be a whole number')
  .min(0, 'Quantity cannot be negative')
  .max(100_000, 'Quantity must be at most 100000');

/**
 * The shop's own code for a product: 1 to 64 printable characters, unique ignoring case
 * (docs/product.md#catalogue). Left out of a new product, one is made from its name.
 */
export const skuSchema = z
  .string({ message: 'SKU must be text' })
  .trim()
  .min(1, 'SKU must not be empty')
  .max(64, 'SKU must be at most 64 characters')
  .regex(/^[^\p{C}\p{Z}](?:[^\p{C}]*[^\p{C}\p{Z}])?$/u, 'SKU must be printable characters');

const productFields = {
  sku: skuSchema.optional(),
  // The product's words are read by every customer: held to the rule of visible text, as
  // the catalogue file's cells are (they are checked by these same fields).
  name: visibleText(
    z
      .string({ message: messages.validation.productNameRequired })
      .trim()
      .min(1, messages.validation.productNameRequired)
      .max(150, 'Product Name must be at most 150 characters'),
    'Product Name',
  ),
  details: multiLine(
    visibleText(
      z
        .string({ message: messages.validation.productDetailsRequired })
        .trim()
        .min(1, messages.validation.productDetailsRequired)
        .max(3000, 'Product Details must be at most 3000 characters'),
      'Product Details',
    ),
  ),
  price: wholeTaka,
  regularPrice: regularPrice.optional(),
  saleEndsAt: saleEndsAt.optional(),
  quantity: stockCount,
  /** The main picture: kept for callers that send one picture; always `images[0]`. */
  image: ownImage.optional(),
  /** The pictures, the main one first. */
  images: ownImages.optional(),
  origin: visibleText(
    z.string().trim().max(60, 'Origin must be at most 60 characters'),
    'Origin',
  ).optional(),
  category: z
    .enum(CATEGORIES, { message: `Category must be one of: ${CATEGORIES.join(', ')}` })
    .optional(),
  brand: visibleText(
    z.string().trim().max(60, 'Brand must be at most 60 characters'),
    'Brand',
  ).optional(),
  specs: specsSchema.optional(),
  weightGrams: shippingWeightSchema.optional(),
  /**
   * Units one customer may hold of this product in unconfirmed orders, in place of the shop's
   * limit per product (a graphics card in short supply); null: the shop's limit (decision 039).
   */
  holdLimit: z
    .number({ message: 'Limit per customer must be a whole number from 1 to 100000, or empty' })
    .int('Limit per customer must be a whole number from 1 to 100000, or empty')
    .min(1, 'Limit per customer must be a whole number from 1 to 100000, or empty')
    .max(100_000, 'Limit per customer must be a whole number from 1 to 100000, or empty')
    .nullable()
    .optional(),
  /** Stock at or below which this product counts as low; null: the shop's threshold. */
  lowStockAt: z
    .number({ message: 'Low stock at must be a whole number from 0 to 100000, or empty' })
    .int('Low stock at must be a whole number from 0 to 100000, or empty')
    .min(0, 'Low stock at must be a whole number from 0 to 100000, or empty')
    .max(100_000, 'Low stock at must be a whole number from 0 to 100000, or empty')
    .nullable()
    .optional(),
  /**
   * What one unit cost the shop, in whole Taka; staff only, never in a public answer or page
   * (decision 081). Null: not known, and the reports say how much revenue has no cost.
   */
  costPrice: z
    .number({ message: 'Cost price must be a whole number of Taka from 0 to 100000000, or empty' })
    .int('Cost price must be a whole number of Taka from 0 to 100000000, or empty')
    .min(0, 'Cost price must be a whole number of Taka from 0 to 100000000, or empty')
    .max(100_000_000, 'Cost price must be a whole number of Taka from 0 to 100000000, or empty')
    .nullable()
    .optional(),
  warrantyMonths: warrantyMonthsSchema.optional(),
  warrantyKind: warrantyKindSchema.optional(),
  /** Record a serial per unit sold; left out of a new product: by its category (warranty-desk.ts). */
  serialTracked: z.boolean({ message: 'Serial tracked must be true or false' }).optional(),
  /** How it is sold besides its stock (decision 078); left out of a new product: normal. */
  availability: z
    .enum(AVAILABILITIES, { message: `Availability must be one of: ${AVAILABILITIES.join(', ')}` })
    .optional(),
};

/** `image` and `images` sent together must agree: the main picture is the first. */
function checkMainPicture(
  product: { image?: string | undefined; images?: string[] | undefined },
  context: z.core.$RefinementCtx,
) {
  const { image, images } = product;
  if (image !== undefined && images !== undefined && images[0] !== image) {
    context.addIssue({
      code: 'custom',
      path: ['image'],
      message: 'Image must be the first of images (the main picture)',
    });
  }
}

/**
 * The new-product payload of docs/product.md#add-product (its `email` is ignored: the creator is
 * the caller).
 */
export const newProductSchema = z.object(productFields).superRefine((product, context) => {
  if (product.image === undefined && product.images === undefined) {
    context.addIssue({ code: 'custom', path: ['image'], message: 'Image is Required' });
  }
  checkMainPicture(product, context);
  // A product without a category is "other", which has no specs.
  const issues = {
    ...specsIssues(product.category ?? 'other', product.specs ?? {}),
    ...saleIssues({
      price: product.price,
      regularPrice: product.regularPrice ?? null,
      saleEndsAt: product.saleEndsAt ?? null,
    }),
  };
  for (const [field, message] of Object.entries(issues)) {
    context.addIssue({ code: 'custom', path: field.split('.'), message });
  }
});
export type NewProduct = z.input<typeof newProductSchema>;

/** The stock call; editing a product never writes its stock (docs/product.md#stock). */
export const STOCK_CALL = 'POST /api/products/:id/stock';

const { quantity: _stockIsNotEdited, ...editableFields } = productFields;

/**
 * An edit changes only the fields sent, and never the stock: a `quantity` is refused with
 * a 400 naming the stock call, so a form loaded before an order cannot sell those units again.
 */
export const productPatchSchema = z
  .object({
    ...editableFields,
    quantity: z
      .never({
        message: `quantity cannot be edited: change stock with ${STOCK_CALL} (a signed change, or a new count with the count you expected)`,
      })
      .optional(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change' })
  .superRefine(checkMainPicture);
export type ProductPatch = z.input<typeof productPatchSchema>;

export const insertedIdSchema = z.object({ insertedId: idSchema });

/** My Products reads these names (docs/product.md#my-products), not the catalogue's. */
export const myProductSchema = z.object({
  _id: idSchema,
  productName: z.string(),
  productDetails: z.string(),
  productPrice: z.number().int(),
  productQuantity: z.number().int(),
  image: z.string(),
  category: z.enum(CATEGORIES),
  origin: z.string(),
  createdAt: z.string(),
});
export type MyProduct = z.infer<typeof myProductSchema>;

export const productDeletedSchema = z.object({ deletedCount: z.literal(1) });

/** A product that was removed from the shop, as the "Deleted products" list shows it. */
export const deletedProductSchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  category: z.string(),
  deletedAt: z.string(),
});
export type DeletedProduct = z.infer<typeof deletedProductSchema>;
