import type { z } from 'zod';
import { PART_SPECS, hasPartSpecs, type SpecCategory } from './part-specs.ts';
import {
  SPEC_FIELD_LABELS as LABELS,
  type SpecFieldLabels as Labels,
} from './spec-field-labels.ts';
import type { Category } from '../categories.ts';

/**
 * How each spec field is shown and filtered: its label, the kind of input it takes (read from the
 * category's schema, so the two cannot drift apart) and whether the catalogue offers it as a
 * facet. Facets are the fields a shopper picks from a short list (socket, memory type, wattage);
 * fields with a value per product (clock speeds, lengths) are shown but not faceted.
 */

export type SpecKind = 'text' | 'integer' | 'decimal' | 'boolean' | 'choice';

export interface SpecField {
  key: string;
  label: string;
  kind: SpecKind;
  /** Several values: the product supports each of them. */
  list: boolean;
  /** The allowed values of a choice (as text: numbers included). */
  choices?: readonly string[];
  facet: boolean;
}

const FACETS: { [C in SpecCategory]: readonly (keyof Labels[C])[] } = {
  cpu: ['socket', 'cores', 'integratedGraphics', 'memoryTypes', 'boxCooler'],
  motherboard: ['socket', 'chipset', 'formFactor', 'memoryType', 'memorySlots', 'm2Slots', 'wifi'],
  memory: ['memoryType', 'modules', 'moduleGb', 'speedMts'],
  storage: ['interface', 'formFactor', 'capacityGb'],
  gpu: ['chip', 'vramGb'],
  psu: ['wattage', 'efficiency', 'formFactor', 'modular'],
  case: ['formFactors', 'radiatorMm', 'psuFormFactor'],
  cooler: ['type', 'sockets', 'radiatorMm', 'fans'],
  monitor: ['sizeIn', 'resolution', 'refreshHz', 'panel'],
};

interface Introspected {
  def: { type: string; element?: Introspected };
  isInt?: boolean;
  options?: readonly (string | number)[];
}

function describe(schema: Introspected): Pick<SpecField, 'kind' | 'list' | 'choices'> {
  const { type, element } = schema.def;
  if (type === 'array' && element) return { ...describe(element), list: true };
  if (type === 'enum') return { kind: 'choice', list: false, choices: schema.options?.map(String) };
  if (type === 'boolean') return { kind: 'boolean', list: false };
  if (type === 'number') return { kind: schema.isInt ? 'integer' : 'decimal', list: false };
  return { kind: 'text', list: false };
}

const FIELDS = Object.fromEntries(
  Object.entries(PART_SPECS).map(([category, schema]) => {
    const labels = LABELS[category as SpecCategory] as Record<string, string>;
    const facets = FACETS[category as SpecCategory] as readonly string[];
    const shape = schema.shape as Record<string, z.ZodType>;
    const fields = Object.keys(shape).map((key) => ({
      key,
      label: labels[key] ?? key,
      facet: facets.includes(key),
      ...describe(shape[key] as unknown as Introspected),
    }));
    return [category, fields];
  }),
) as unknown as Record<SpecCategory, readonly SpecField[]>;

/** The spec fields of a category, in the schema's order (none for "other"). */
export function specFieldsOf(category: Category): readonly SpecField[] {
  return hasPartSpecs(category) ? FIELDS[category] : [];
}

export function specFieldOf(category: Category, key: string): SpecField | undefined {
  return specFieldsOf(category).find((field) => field.key === key);
}
