import type { Category } from '../../../shared/categories.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { specFieldsOf, type SpecField } from '../../../shared/specs/spec-fields.ts';

// The specs part of the product form: what each input holds, and the specs it makes. Inputs
// hold text (an empty one means "not listed"); the numbers, yes/no and lists a product stores
// are made from them here, so the same shared rules check the form and the server.

export type SpecInputs = Record<string, unknown>;

function fromInput(field: SpecField, raw: unknown): unknown {
  if (field.list) {
    const items = Array.isArray(raw)
      ? (raw as unknown[]).map(String)
      : typeof raw === 'string'
        ? raw.split(',')
        : [];
    const kept = items.map((item) => item.trim()).filter((item) => item !== '');
    if (kept.length === 0) return undefined;
    return field.kind === 'integer' ? kept.map(Number) : kept;
  }
  if (typeof raw !== 'string') return raw === null ? undefined : raw;
  const text = raw.trim();
  if (text === '') return undefined;
  if (field.kind === 'integer' || field.kind === 'decimal') return Number(text);
  if (field.kind === 'boolean') return text === 'true';
  return text;
}

/** The specs the inputs make for this category: only its fields, empty ones left out. */
export function specsFromInputs(
  category: Category,
  inputs: SpecInputs | undefined,
): Product['specs'] {
  const specs: Record<string, unknown> = {};
  for (const field of specFieldsOf(category)) {
    const value = fromInput(field, inputs?.[field.key]);
    if (value !== undefined) specs[field.key] = value;
  }
  // Unchecked: the shared rules (specsIssues) check these before anything is sent.
  return specs as Product['specs'];
}

/** A product's stored specs as the inputs show them (for the edit form). */
export function inputsFromSpecs(category: Category, specs: Product['specs']): SpecInputs {
  const inputs: SpecInputs = {};
  for (const field of specFieldsOf(category)) {
    const value = specs[field.key];
    if (value === undefined) continue;
    if (Array.isArray(value))
      inputs[field.key] = field.choices ? value.map(String) : value.join(', ');
    else inputs[field.key] = String(value);
  }
  return inputs;
}

/** The form paths of a category's specs, which a 400 from the server may name. */
export function specPaths(category: Category): `specs.${string}`[] {
  return specFieldsOf(category).map((field) => `specs.${field.key}` as const);
}
