import { useId, type FormEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import Search from 'lucide-react/icons/search';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../../shared/categories.ts';
import type { ProductFilter as Filter } from '../lib/product-search.ts';

/** A labelled list in the filter bar (the category, and the products page's sort order). */
export function FilterSelect({
  label,
  children,
  ...select
}: { label: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className="select w-full md:w-48" {...select}>
        {children}
      </select>
    </div>
  );
}

interface ProductFilterProps {
  filter: Filter;
  /** Called with the changed fields; the list goes back to its first page. */
  onChange: (change: Partial<Filter>) => void;
  placeholder: string;
  /** More lists after the category (the products page's sort order). */
  children?: ReactNode;
  className?: string;
}

/** The search box and the category list over a product list: the shop's and the admin's. */
export function ProductFilter({
  filter,
  onChange,
  placeholder,
  children,
  className = '',
}: ProductFilterProps) {
  const searchId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onChange({ q: typeof q === 'string' ? q.trim() : '' });
  };
  const columns = children ? 'md:grid-cols-[1fr_auto_auto]' : 'md:grid-cols-[1fr_auto]';

  return (
    <div
      className={`grid grid-cols-2 items-end gap-3 rounded-box border border-base-300 bg-base-200/60 p-3 sm:p-4 ${columns} ${className}`}
    >
      {/* Keyed by the URL's q so back/forward put the matching text back in the box. */}
      <form
        role="search"
        key={filter.q}
        onSubmit={onSubmit}
        className="col-span-2 flex flex-col gap-1 md:col-span-1"
      >
        <label htmlFor={searchId} className="text-sm font-medium">
          Search products
        </label>
        <div className="join w-full">
          <input
            id={searchId}
            name="q"
            type="search"
            defaultValue={filter.q}
            maxLength={100}
            placeholder={placeholder}
            className="input join-item w-full"
          />
          <button type="submit" className="btn btn-primary join-item">
            <Search className="size-4" aria-hidden="true" />
            Search
          </button>
        </div>
      </form>
      <div className={children ? '' : 'col-span-2 md:col-span-1'}>
        <FilterSelect
          label="Category"
          value={filter.category}
          onChange={(event) => onChange({ category: event.target.value as Category | '' })}
        >
          <option value="">All categories</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </FilterSelect>
      </div>
      {children}
    </div>
  );
}
