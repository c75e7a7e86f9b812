import { z } from 'zod';
import { AVAILABILITIES } from '../../../shared/availability.ts';
import { CATEGORIES } from '../../../shared/categories.ts';
import {
  MAX_PRODUCT_IMAGES,
  newProductSchema,
  shippingWeightSchema,
} from '../../../shared/schemas/product-admin.ts';
import { warrantyKindSchema, warrantyMonthsSchema } from '../../../shared/schemas/warranty.ts';
import { specsIssues } from '../../../shared/specs/specs-issues.ts';
import { saleIssues, saleMessages } from '../../../shared/sale.ts';
import { specsFromInputs } from './spec-form.ts';
import { pictureFileProblem } from '../../lib/image-file.ts';
import type { PictureEntry } from './picture-list.ts';

// The shared product rules (and their messages, verbatim, see docs/product.md#messages), with
// pictures chosen as files in place of the addresses the server wants: the files are uploaded
// first and their addresses sent on (docs/product.md#add-product).
const fields = newProductSchema.shape;

/** The form's pictures: one to six, the main one first, each file one the shop takes. */
const pictureList = z
  .array(z.custom<PictureEntry>())
  .min(1, 'Image is Required')
  .max(MAX_PRODUCT_IMAGES, `A product may have at most ${MAX_PRODUCT_IMAGES} pictures`)
  .superRefine((pictures, context) => {
    const problem = pictures
      .map((entry) => entry.file && pictureFileProblem(entry.file))
      .find(Boolean);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const formFields = {
  name: fields.name,
  details: fields.details,
  price: fields.price,
  quantity: fields.quantity,
  origin: fields.origin,
  category: z.enum(CATEGORIES),
  brand: fields.brand,
  images: pictureList,
  weightGrams: shippingWeightSchema,
  warrantyMonths: warrantyMonthsSchema,
  warrantyKind: warrantyKindSchema,
  costPrice: fields.costPrice,
  /** Always sent from the form, starting from the category's default (warranty-desk.ts). */
  serialTracked: z.boolean(),
  /** Always sent from the form: the owner sees and picks it (decision 078). */
  availability: z.enum(AVAILABILITIES),
  /** The spec inputs as typed (spec-form.ts makes the stored specs from them). */
  specs: z.record(z.string(), z.unknown()).optional(),
};

/** The category's specs, checked by the same rules the server applies. */
function checkSpecs(
  product: { category: (typeof CATEGORIES)[number]; specs?: Record<string, unknown> | undefined },
  context: z.core.$RefinementCtx,
) {
  const specs = specsFromInputs(product.category, product.specs);
  for (const [field, message] of Object.entries(specsIssues(product.category, specs))) {
    context.addIssue({ code: 'custom', path: field.split('.'), message });
  }
}

export const productFormSchema = z.object(formFields).superRefine(checkSpecs);

/**
 * The sale's end as the form's date-and-time box gives it (the browser's local time, no
 * zone), sent as an instant; empty: no end.
 */
const saleEndInput = z.string().transform((text, context) => {
  if (text.trim() === '') return null;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) {
    context.addIssue({ code: 'custom', message: saleMessages.endNotADate });
    return z.NEVER;
  }
  return at.toISOString();
});

/** The sale, by the rules the server applies (src/shared/sale.ts). */
function checkSale(
  product: { price: number; regularPrice?: number | null | undefined; saleEndsAt: string | null },
  context: z.core.$RefinementCtx,
) {
  const issues = saleIssues({
    price: product.price,
    regularPrice: product.regularPrice ?? null,
    saleEndsAt: product.saleEndsAt,
  });
  for (const [field, message] of Object.entries(issues)) {
    context.addIssue({ code: 'custom', path: [field], message });
  }
}

/**
 * Editing starts from the product's pictures, weight and warranty, and never sends stock:
 * that changes only by an adjustment (docs/product.md#stock).
 */
export const productEditSchema = z
  .object({
    ...formFields,
    holdLimit: fields.holdLimit,
    lowStockAt: fields.lowStockAt,
    regularPrice: fields.regularPrice,
    saleEndsAt: saleEndInput,
  })
  .omit({ quantity: true })
  .superRefine(checkSpecs)
  .superRefine(checkSale);

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;
export type ProductEditInput = z.input<typeof productEditSchema>;
export type ProductEditValues = z.output<typeof productEditSchema>;

/** Fields the server may name in a 400's issues. */
export const productFieldNames = [
  'name',
  'details',
  'price',
  'quantity',
  'origin',
  'category',
  'brand',
  'images',
  'weightGrams',
  'warrantyMonths',
  'warrantyKind',
  'costPrice',
  'availability',
  'serialTracked',
] as const satisfies readonly (keyof ProductFormInput)[];
