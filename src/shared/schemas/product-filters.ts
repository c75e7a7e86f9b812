import { z } from 'zod';
import type { Category } from '../categories.ts';
import { specFieldOf, specFieldsOf, type SpecField } from '../specs/spec-fields.ts';
import { SPEC_PARAM_PREFIX } from '../specs/spec-param.ts';

/**
 * The catalogue's filters beyond search and category (docs/product.md#spec-filters): brands,
 * a price range, in stock only, and spec filters `spec.<key>=<value>`. A parameter may repeat:
 * the values of one key are OR-ed, different keys AND-ed. Spec keys and values are checked
 * against the category's spec schema, so a filter that could never match is a 400, not an
 * empty page.
 */

const MAX_VALUES = 20;

export type SpecValue = string | number | boolean;

export interface CatalogueFilters {
  /** Lower-case, sorted, no repeats: brands match whatever their case. */
  brands: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  /** Spec key -> the values any of which matches; keys and values sorted. */
  specs: Record<string, SpecValue[]>;
}

const repeatable = (name: string) =>
  z
    .union([z.string(), z.array(z.string())], { message: `${name} must be text` })
    .transform((value) => [value].flat())
    .refine((values) => values.length <= MAX_VALUES, `${name} takes at most ${MAX_VALUES} values`);

const priceParam = (name: string) =>
  z
    .string({ message: `${name} must be a whole number of Taka` })
    .regex(/^\d{1,8}$/, `${name} must be a whole number of Taka`)
    .transform(Number);

/** The filter parameters shared by the list and the facets (spec.* ride along unnamed). */
export const filterParamShape = {
  brand: repeatable('brand').optional(),
  minPrice: priceParam('minPrice').optional(),
  maxPrice: priceParam('maxPrice').optional(),
  inStock: z
    .enum(['true', 'false'], { message: 'inStock must be true or false' })
    .transform((text) => text === 'true')
    .optional(),
};

/** A spec filter value as a product stores it, or undefined if the field cannot hold it. */
export function parseSpecValue(field: SpecField, text: string): SpecValue | undefined {
  const value = text.trim();
  switch (field.kind) {
    case 'integer':
      return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
    case 'decimal':
      return /^\d{1,6}(\.\d{1,3})?$/.test(value) ? Number(value) : undefined;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'choice':
      return field.choices?.includes(value) ? value : undefined;
    case 'text':
      return value.length >= 1 && value.length <= 40 ? value : undefined;
  }
}

function describeField(field: SpecField): string {
  if (field.choices) return `one of ${field.choices.join(', ')}`;
  if (field.kind === 'boolean') return 'true or false';
  if (field.kind === 'integer') return 'a whole number';
  if (field.kind === 'decimal') return 'a number';
  return 'text of at most 40 characters';
}

type RawQuery = Record<string, unknown> & { category?: Category };
type Issues = z.core.$RefinementCtx;

function specParams(raw: RawQuery): [string, string[] | undefined][] {
  return Object.entries(raw)
    .filter(([name]) => name.startsWith(SPEC_PARAM_PREFIX))
    .map(([name, value]) => {
      const values: unknown[] = [value].flat();
      const texts = values.every((v) => typeof v === 'string') ? values : undefined;
      return [name, texts];
    });
}

/** Checks every spec.* parameter against the category's schema (a 400 names the parameter). */
export function checkSpecParams(raw: RawQuery, ctx: Issues): void {
  for (const [name, values] of specParams(raw)) {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
    const key = name.slice(SPEC_PARAM_PREFIX.length);
    if (!raw.category) {
      fail('spec filters need a category');
      continue;
    }
    const field = specFieldOf(raw.category, key);
    if (!field) {
      const known = specFieldsOf(raw.category).map((f) => f.key);
      fail(
        known.length
          ? `not a spec of this category; known: ${known.join(', ')}`
          : 'this category has no specs',
      );
      continue;
    }
    if (!values || values.length > MAX_VALUES) {
      fail(`must be text, at most ${MAX_VALUES} values`);
      continue;
    }
    const bad = values.find((text) => parseSpecValue(field, text) === undefined);
    if (bad !== undefined)
      fail(`"${bad}" is not a valid ${field.label}: must be ${describeField(field)}`);
  }
  const { minPrice, maxPrice } = raw as { minPrice?: number; maxPrice?: number };
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    ctx.addIssue({
      code: 'custom',
      path: ['minPrice'],
      message: 'minPrice must not be above maxPrice',
    });
  }
}

const byText = (a: SpecValue, b: SpecValue) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/** The checked parameters in one canonical form (see CatalogueFilters). */
export function toCatalogueFilters(raw: RawQuery): CatalogueFilters {
  const parsed = raw as {
    brand?: string[];
    minPrice?: number;
    maxPrice?: number;
    inStock?: boolean;
  };
  const brands = [...new Set((parsed.brand ?? []).map((b) => b.trim().toLowerCase()))]
    .filter((b) => b !== '')
    .sort();
  const specs: Record<string, SpecValue[]> = {};
  const entries = specParams(raw).sort(([a], [b]) => a.localeCompare(b));
  for (const [name, values] of entries) {
    const field = raw.category && specFieldOf(raw.category, name.slice(SPEC_PARAM_PREFIX.length));
    if (!field || !values) continue;
    const parsedValues = values.map((text) => parseSpecValue(field, text));
    const kept = parsedValues.filter((v): v is SpecValue => v !== undefined);
    specs[field.key] = [...new Map(kept.map((v) => [String(v), v])).values()].sort(byText);
  }
  return {
    brands,
    ...(parsed.minPrice !== undefined && { minPrice: parsed.minPrice }),
    ...(parsed.maxPrice !== undefined && { maxPrice: parsed.maxPrice }),
    inStock: parsed.inStock ?? false,
    specs,
  };
}

/** One line per distinct set of filters: the part of a cache key they decide. */
export function catalogueFiltersKey(filters: CatalogueFilters): string {
  return JSON.stringify([
    filters.brands,
    filters.minPrice ?? null,
    filters.maxPrice ?? null,
    filters.inStock,
    Object.entries(filters.specs),
  ]);
}
