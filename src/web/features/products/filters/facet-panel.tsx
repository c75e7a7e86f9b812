import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Facet, ProductFacets } from '../../../../shared/schemas/product.ts';
import { formatTk } from '../../../../shared/money.ts';
import { paths } from '../../../../shared/paths.ts';
import {
  chosenFilterCount,
  toggleFacetValue,
  type CatalogueFilters,
} from '../../../lib/catalogue-filters.ts';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';
import { SPEC_PARAM_PREFIX } from '../../../../shared/specs/spec-param.ts';
import { specValueName } from '../../../../shared/specs/spec-value-names.ts';

interface FacetPanelProps {
  facets: ProductFacets | undefined;
  filters: CatalogueFilters;
  onChange: (filters: CatalogueFilters) => void;
  /** The list's search, category and sort as URL parameters: the form sends them on. */
  view: URLSearchParams;
  /** The same view without any filter. */
  clearHref: string;
}

type GroupProps = Pick<FacetPanelProps, 'filters' | 'onChange'>;

/** The URL parameter a facet's values go in: the API's and the page's own (catalogue-filters.ts). */
function parameterOf(key: string): string {
  return key === 'brand' ? 'brand' : `${SPEC_PARAM_PREFIX}${key}`;
}

function chosenValues(filters: CatalogueFilters, key: string): string[] {
  return key === 'brand' ? filters.brand : (filters.spec[key] ?? []);
}

function FacetGroup({ facet, filters, onChange }: { facet: Facet } & GroupProps) {
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
                name={parameterOf(facet.key)}
                value={value}
                className="checkbox checkbox-sm checkbox-primary"
                checked={isChosen(value)}
                onChange={() => toggle(value)}
              />
              <span className="flex-1">{specValueName(value)}</span>
              <span className="opacity-70">({count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The lowest and highest price; the form's submit applies them (and, without the app, all). */
function PriceRange({ facets, filters }: Pick<FacetPanelProps, 'facets' | 'filters'>) {
  const minId = useId();
  const maxId = useId();
  const range = facets?.price;
  return (
    // Keyed by the URL's prices, so back and forward put the matching numbers back.
    <fieldset key={`${filters.minPrice ?? ''}-${filters.maxPrice ?? ''}`} className="space-y-2">
      <legend className="text-sm font-semibold">Price (Tk)</legend>
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
    </fieldset>
  );
}

/** The prices typed in the form, lowest first; anything but a whole number of Taka is left out. */
function typedPrices(form: HTMLFormElement): Pick<CatalogueFilters, 'minPrice' | 'maxPrice'> {
  const data = new FormData(form);
  const read = (name: string) => {
    const entry = data.get(name);
    const text = typeof entry === 'string' ? entry.trim() : '';
    return /^\d{1,8}$/.test(text) ? Number(text) : undefined;
  };
  let [minPrice, maxPrice] = [read('minPrice'), read('maxPrice')];
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    ...(minPrice !== undefined && { minPrice }),
    ...(maxPrice !== undefined && { maxPrice }),
  };
}

/**
 * In stock only, the price range and a group of checkboxes with counts per facet, in one
 * form that GETs /products with the filters and the list's view: without the app (no
 * JavaScript, or before it has taken the page over) the server draws the filtered list.
 * With the app, a box applies as soon as it is ticked and the form's submit applies the
 * prices, without leaving the page.
 */
export function FacetPanel({ facets, filters, onChange, view, clearHref }: FacetPanelProps) {
  const chosen = chosenFilterCount(filters);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { minPrice: _min, maxPrice: _max, ...rest } = filters;
    onChange({ ...rest, ...typedPrices(event.currentTarget) });
  };
  return (
    <form method="get" action={paths.products} onSubmit={onSubmit} className="space-y-5">
      {[...view].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          name="inStock"
          value="true"
          className="toggle toggle-sm toggle-primary"
          checked={filters.inStock}
          onChange={(event) => onChange({ ...filters, inStock: event.target.checked })}
        />
        In stock only
      </label>
      <PriceRange facets={facets} filters={filters} />
      {!facets && (
        <p className="text-sm opacity-70">Choose a category to filter by brand and specs.</p>
      )}
      {facets?.facets.map((facet) => (
        <FacetGroup key={facet.key} facet={facet} filters={filters} onChange={onChange} />
      ))}
      {/* Ticked boxes apply at once once the app runs; until then this sends the form. */}
      <button
        type="submit"
        className="btn btn-primary btn-sm w-full [html[data-hydrated]_&]:hidden"
      >
        Apply filters
      </button>
      {chosen > 0 && (
        <Link to={clearHref} state={KEEP_SCROLL} className="btn btn-ghost btn-sm w-full">
          Clear all filters
        </Link>
      )}
    </form>
  );
}
