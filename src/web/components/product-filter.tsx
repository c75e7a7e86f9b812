import type { FormEvent } from 'react';
import Search from 'lucide-react/icons/search';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../../shared/categories.ts';
import type { ProductSort } from '../../shared/schemas/product.ts';
import { SORT_LABELS, SORT_OPTIONS, type ProductSearch } from '../lib/product-search.ts';

interface ProductFiltersProps {
  search: ProductSearch;
  /** Called with the changed fields; the page resets to 1 on any filter change. */
  onChange: (change: Partial<Omit<ProductSearch, 'page'>>) => void;
}

export function ProductFilters({ search, onChange }: ProductFiltersProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onChange({ q: typeof q === 'string' ? q.trim() : '' });
  };

  return (
    <div className="grid grid-cols-2 items-end gap-3 rounded-box border border-base-300 bg-base-200/60 p-3 sm:p-4 md:grid-cols-[1fr_auto_auto]">
      {/* Keyed by the URL's q so back/forward put the matching text back in the box. */}
      <form
        role="search"
        key={search.q}
        onSubmit={onSubmit}
        className="col-span-2 flex flex-col gap-1 md:col-span-1"
      >
        <label htmlFor="product-search" className="text-sm font-medium">
          Search products
        </label>
        <div className="join w-full">
          <input
            id="product-search"
            name="q"
            type="search"
            defaultValue={search.q}
            maxLength={100}
            placeholder="Name, brand or detail, e.g. Ryzen"
            className="input join-item w-full"
          />
          <button type="submit" className="btn btn-primary join-item">
            <Search className="size-4" aria-hidden="true" />
            Search
          </button>
        </div>
      </form>
      <div className="flex flex-col gap-1">
        <label htmlFor="product-category" className="text-sm font-medium">
          Category
        </label>
        <select
          id="product-category"
          className="select w-full md:w-48"
          value={search.category}
          onChange={(event) => onChange({ category: event.target.value as Category | '' })}
        >
          <option value="">All categories</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="product-sort" className="text-sm font-medium">
          Sort by
        </label>
        <select
          id="product-sort"
          className="select w-full md:w-48"
          value={search.sort}
          onChange={(event) => onChange({ sort: event.target.value as ProductSort })}
        >
          {SORT_OPTIONS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
