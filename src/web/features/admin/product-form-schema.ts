import { z } from 'zod';
import { CATEGORIES } from '../../../shared/categories.ts';
import { newProductSchema } from '../../../shared/schemas/product-admin.ts';
import { imageFileField, optionalImageFileField } from '../../lib/image-file.ts';

// The shared product rules (and their messages, verbatim, see docs/product.md#messages), with a
// picture file in place of the address the server wants: the file is uploaded
// first and its address sent on (docs/product.md#add-product).
const fields = newProductSchema.shape;

export const productFormSchema = z.object({
  name: fields.name,
  details: fields.details,
  price: fields.price,
  quantity: fields.quantity,
  origin: fields.origin,
  category: z.enum(CATEGORIES),
  brand: fields.brand,
  image: imageFileField('Image is Required'),
});

/**
 * Editing keeps the current picture unless a new one is chosen, and never sends stock: that
 * changes only by an adjustment (docs/product.md#stock).
 */
export const productEditSchema = productFormSchema
  .omit({ quantity: true })
  .extend({ image: optionalImageFileField() });

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
