import { z } from 'zod';
import { CATEGORIES } from '../../../shared/categories.ts';
import { newProductSchema } from '../../../shared/schemas/product-admin.ts';
import { specsIssues } from '../../../shared/specs/specs-issues.ts';
import { specsFromInputs } from './spec-form.ts';
import { imageFileField, optionalImageFileField } from '../../lib/image-file.ts';

// The shared product rules (and their messages, verbatim, see docs/product.md#messages), with a
// picture file in place of the address the server wants: the file is uploaded
// first and its address sent on (docs/product.md#add-product).
const fields = newProductSchema.shape;

const formFields = {
  name: fields.name,
  details: fields.details,
  price: fields.price,
  quantity: fields.quantity,
  origin: fields.origin,
  category: z.enum(CATEGORIES),
  brand: fields.brand,
  image: imageFileField('Image is Required'),
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
 * Editing keeps the current picture unless a new one is chosen, and never sends stock: that
 * changes only by an adjustment (docs/product.md#stock).
 */
export const productEditSchema = z
  .object({ ...formFields, image: optionalImageFileField(), holdLimit: fields.holdLimit })
  .omit({ quantity: true })
  .superRefine(checkSpecs);

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
  'image',
] as const satisfies readonly (keyof ProductFormInput)[];
