import { useId, type FormEvent } from 'react';
import type { Facet, ProductFacets } from '../../../../shared/schemas/product.ts';
import { formatTk } from '../../../../shared/money.ts';
import {
  chosenFilterCount,
  toggleFacetValue,
  type CatalogueFilters,
} from '../../../lib/catalogue-filters.ts';

interface FacetPanelProps {
  facets: ProductFacets | undefined;
  filters: CatalogueFilters;
  onChange: (filters: CatalogueFilters) => void;
}

/** A facet value as a shopper reads it: yes/no for a true/false spec. */
function valueLabel(value: string): string {
  return value === 'true' ? 'Yes' : value === 'false' ? 'No' : value;
}

function chosenValues(filters: CatalogueFilters, key: string): string[] {
  return key === 'brand' ? filters.brand : (filters.spec[key] ?? []);
}

function FacetGroup({
  facet,
  filters,
  onChange,
}: { facet: Facet } & Omit<FacetPanelProps, 'facets'>) {
  const chosen = chosenValues(filters, facet.key);
  // Brands are chosen whatever their case; the facet names each brand as the catalogue does.
  const isChosen = (value: string) =>
    facet.key === 'brand'
      ? chosen.some((c) => c.toLowerCase() === value.toLowerCase())
      : chosen.includes(value);
  const toggle = (value: string) => {
    const match =
      facet.key === 'brand'
        ? chosen.find((c) => c.toLowerCase() === value.toLowerCase())
        : undefined;
    onChange(toggleFacetValue(filters, facet.key, match ?? value));
  };
  return (
    <fieldset className="space-y-1" data-testid={`facet-${facet.key}`}>
      <legend className="mb-1 text-sm font-semibold">{facet.label}</legend>
      <ul className="max-h-56 space-y-1 overflow-y-auto pr-1">
        {facet.values.map(({ value, count }) => (
          <li key={value}>
            <label className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm checkbox-primary"
                checked={isChosen(value)}
                onChange={() => toggle(value)}
              />
              <span className="flex-1">{valueLabel(value)}</span>
              <span className="opacity-70">({count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function PriceRange({ facets, filters, onChange }: FacetPanelProps) {
  const minId = useId();
  const maxId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => {
      const entry = form.get(name);
      const text = typeof entry === 'string' ? entry.trim() : '';
      return /^\d{1,8}$/.test(text) ? Number(text) : undefined;
    };
    let [minPrice, maxPrice] = [read('minPrice'), read('maxPrice')];
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      [minPrice, maxPrice] = [maxPrice, minPrice];
    }
    const { minPrice: _min, maxPrice: _max, ...rest } = filters;
    onChange({
      ...rest,
      ...(minPrice !== undefined && { minPrice }),
      ...(maxPrice !== undefined && { maxPrice }),
    });
  };
  const range = facets?.price;
  return (
    // Keyed by the URL's prices, so back and forward put the matching numbers back.
    <form
      key={`${filters.minPrice ?? ''}-${filters.maxPrice ?? ''}`}
      onSubmit={onSubmit}
      className="space-y-2"
      aria-label="Price range"
    >
      <p className="text-sm font-semibold">Price (Tk)</p>
      {range?.min != null && range.max != null && (
        <p className="text-xs opacity-70">
          From {formatTk(range.min)} to {formatTk(range.max)}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={minId} className="sr-only">
          Lowest price
        </label>
        <input
          id={minId}
          name="minPrice"
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder="Min"
          defaultValue={filters.minPrice ?? ''}
          className="input input-sm w-full"
        />
        <label htmlFor={maxId} className="sr-only">
          Highest price
        </label>
        <input
          id={maxId}
          name="maxPrice"
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder="Max"
          defaultValue={filters.maxPrice ?? ''}
          className="input input-sm w-full"
        />
        <button type="submit" className="btn btn-sm btn-primary">
          Apply
        </button>
      </div>
    </form>
  );
}

/** In stock only, the price range and a group of checkboxes with counts per facet. */
export function FacetPanel({ facets, filters, onChange }: FacetPanelProps) {
  const chosen = chosenFilterCount(filters);
  return (
    <div className="space-y-5">
      <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="toggle toggle-sm toggle-primary"
          checked={filters.inStock}
          onChange={(event) => onChange({ ...filters, inStock: event.target.checked })}
        />
        In stock only
      </label>
      <PriceRange facets={facets} filters={filters} onChange={onChange} />
      {!facets && (
        <p className="text-sm opacity-70">Choose a category to filter by brand and specs.</p>
      )}
      {facets?.facets.map((facet) => (
        <FacetGroup key={facet.key} facet={facet} filters={filters} onChange={onChange} />
      ))}
      {chosen > 0 && (
        <button
          type="button"
          className="btn btn-ghost btn-sm w-full"
          onClick={() => onChange({ brand: [], inStock: false, spec: {} })}
        >
          Clear all filters
        </button>
      )}
    </div>
  );
}
