import { CATEGORIES, type Category } from '../../../shared/categories.ts';

/** One part of a query as typed, and every reading of it (lists of lexemes). */
export interface TypedPart {
  typed: readonly string[];
  alternatives: readonly (readonly string[])[];
}

/** The categories a query names, and those a Bangla category word keeps it within. */
export interface NamedCategories {
  /** Categories some part of the query names (psu, monitor, গ্রাফিক্স কার্ড): first in relevance. */
  named: Category[];
  /**
   * Null: the query may find any category. Else the only categories it finds: a Bangla word
   * for a category is read as that category and nothing else (মনিটর is never a cooler whose
   * details mention a screen); several such words keep only the categories they share.
   */
  within: Category[] | null;
}

const KEYED = new Set<string>(CATEGORIES.filter((category) => category !== 'other'));
const BANGLA = /[\u0980-\u09ff]/;

/** The categories one part names: a reading of it that is a category's own key. */
function categoriesOf(part: TypedPart): Category[] {
  return part.alternatives
    .filter((lexemes) => lexemes.length === 1 && KEYED.has(lexemes[0]!))
    .map((lexemes) => lexemes[0] as Category);
}

/**
 * The words of the parts that name no category: what a model number is read from. "rtx 4060
 * gpu" is the model RTX 4060 asked for among graphics cards, not a model "rtx4060gpu" that no
 * product has (which left the RTX 4060 Ti level with the plain RTX 4060s).
 */
export function wordsNamingNoCategory(parts: readonly TypedPart[]): string[] {
  return parts.filter((part) => categoriesOf(part).length === 0).flatMap((part) => part.typed);
}

export function namedCategories(parts: readonly TypedPart[]): NamedCategories {
  const named = new Set<Category>();
  let within: Category[] | null = null;
  for (const part of parts) {
    const categories = categoriesOf(part);
    for (const category of categories) named.add(category);
    if (categories.length === 0 || !part.typed.some((word) => BANGLA.test(word))) continue;
    within =
      within === null ? categories : within.filter((category) => categories.includes(category));
  }
  return { named: [...named], within };
}
