import { CATEGORY_LABELS, type Category } from '../../../../shared/categories.ts';
import type { Facet } from '../../../../shared/schemas/product.ts';
import { specValueName } from '../../../../shared/specs/spec-value-names.ts';

// What a bulk price change picks, in the owner's words ("Motherboards, socket AM5, brand MSI,
// matching “b650”"): said above the form and in the preview's heading.

export interface BulkPriceSelection {
  q: string;
  category: Category | '';
  brand: string;
  /** Spec key -> the one value chosen for it. */
  specs: Record<string, string>;
}

/**
 * "Socket" reads "socket" inside a sentence, "Speed (MT/s)" "speed (MT/s)"; names with capitals
 * of their own (Wi-Fi, M.2 slots) stay as they are.
 */
function inSentence(label: string): string {
  return /^[A-Z][a-z ]*( \(.*\))?$/.test(label) ? label[0]?.toLowerCase() + label.slice(1) : label;
}

/** The chosen spec filters, labelled as the catalogue's facets label them. */
export function describeSpecs(specs: Record<string, string>, facets: readonly Facet[]): string[] {
  return Object.entries(specs).map(([key, value]) => {
    const label = inSentence(facets.find((facet) => facet.key === key)?.label ?? key);
    // "socket AM5", but "Wi-Fi: yes" (a bare "Wi-Fi Yes" reads as a name).
    const yesNo = value === 'true' || value === 'false';
    return yesNo
      ? `${label}: ${specValueName(value).toLowerCase()}`
      : `${label} ${specValueName(value)}`;
  });
}

/** The selection as a phrase; the whole catalogue when nothing narrows it. */
export function describeSelection(selection: BulkPriceSelection, facets: readonly Facet[]): string {
  const brand = selection.brand.trim();
  const q = selection.q.trim();
  const parts = [
    selection.category && CATEGORY_LABELS[selection.category],
    ...describeSpecs(selection.specs, facets),
    brand && `brand ${brand}`,
    q && `matching “${q}”`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'the whole catalogue';
}
