import type { Facet } from '../../../../shared/schemas/product.ts';
import { specValueName } from '../../../../shared/specs/spec-value-names.ts';

interface SpecFilterSelectsProps {
  /** The category's spec facets, as the storefront's filters answer them; undefined while loading. */
  facets: readonly Facet[] | undefined;
  specs: Record<string, string>;
  onChange: (specs: Record<string, string>) => void;
}

/**
 * One list per spec the category's products have (the storefront's facets: the same keys,
 * labels and values, with how many products each picks), "Any" leaving the spec out.
 */
export function SpecFilterSelects({ facets, specs, onChange }: SpecFilterSelectsProps) {
  if (!facets) return <p className="text-sm opacity-80">Loading the category’s specs…</p>;
  if (facets.length === 0) {
    return <p className="text-sm opacity-80">No product in this category has specs to pick by.</p>;
  }
  const choose = (key: string, value: string) => {
    const { [key]: _left, ...rest } = specs;
    onChange(value ? { ...rest, [key]: value } : rest);
  };
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facets.map((facet) => {
        const chosen = specs[facet.key] ?? '';
        // A value another choice leaves no product for still shows while it is chosen.
        const values = facet.values.some(({ value }) => value === chosen)
          ? facet.values
          : [...(chosen ? [{ value: chosen, count: 0 }] : []), ...facet.values];
        return (
          <label key={facet.key} className="flex min-w-0 flex-col gap-1 text-sm">
            {facet.label}
            <select
              className="select select-bordered select-sm w-full"
              value={chosen}
              onChange={(event) => choose(facet.key, event.target.value)}
            >
              <option value="">Any</option>
              {values.map(({ value, count }) => (
                <option key={value} value={value}>
                  {specValueName(value)} ({count})
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </div>
  );
}
