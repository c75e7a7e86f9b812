import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import SearchX from 'lucide-react/icons/search-x';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../components/spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { productFacetsQuery, productListQuery, showsFacets } from './api/product-queries.ts';
import { FilterSidebar } from './filters/filter-sidebar.tsx';
import { emptyListWords } from './empty-list-words.ts';
import {
  chosenFilterCount,
  NO_FILTERS,
  readCatalogueFilters,
  writeCatalogueFilters,
  type CatalogueFilters,
} from '../../lib/catalogue-filters.ts';
import { Pagination } from '../../components/pagination.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { FilterSelect } from '../../components/product-filter.tsx';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../../../shared/categories.ts';
import type { ProductSort } from '../../../shared/schemas/product.ts';
import {
  defaultSortFor,
  readProductSearch,
  SORT_LABELS,
  SORT_OPTIONS,
  toSearchParams,
  type ProductSearch,
} from '../../lib/product-search.ts';
import { KEEP_SCROLL } from '../../lib/keep-scroll.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { NoResultsHelp } from '../../components/no-results-help.tsx';

/** Cards in the first row at the widest layout; their images are not lazy. */
const FIRST_ROW = 4;

export function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readProductSearch(searchParams);
  const filters = readCatalogueFilters(searchParams, search.category);
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(
    productListQuery(search, filters),
  );
  const facets = useQuery({
    ...productFacetsQuery(search, filters),
    enabled: showsFacets(search, filters),
  });

  const urlOf = (view: ProductSearch, chosen: CatalogueFilters) => {
    const params = toSearchParams(view);
    writeCatalogueFilters(params, chosen);
    return params;
  };
  const updateSearch = (change: Partial<Omit<ProductSearch, 'page'>>) => {
    // A filter change is a new view: new history entry, back to page 1, same scroll spot.
    // Another category has other specs and prices, so its filters start afresh.
    const categoryChanged = change.category !== undefined && change.category !== search.category;
    const next = { ...search, ...change, page: 1 };
    // An order left at its default follows the query: best match once there is one.
    if (change.sort === undefined && search.sort === defaultSortFor(search.q)) {
      next.sort = defaultSortFor(next.q);
    }
    setSearchParams(urlOf(next, categoryChanged ? NO_FILTERS : filters), { state: KEEP_SCROLL });
  };
  const updateFilters = (chosen: CatalogueFilters) => {
    setSearchParams(urlOf({ ...search, page: 1 }, chosen), { state: KEEP_SCROLL });
  };
  const hrefFor = (page: number) => `?${urlOf({ ...search, page }, filters).toString()}`;

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE));
  const first = (search.page - 1) * DEFAULT_PAGE_SIZE + 1;
  const last = first + (data?.items.length ?? 0) - 1;
  const empty = emptyListWords({
    q: search.q,
    category: search.category,
    filterCount: chosenFilterCount(filters),
  });
  // A category's page is headed, and titled, by the category: "Graphics Cards".
  const heading = search.category ? CATEGORY_LABELS[search.category] : 'Products';
  // Clear search: an order left at the query's default goes back to the catalogue's.
  const withoutWords: ProductSearch = {
    ...search,
    q: '',
    page: 1,
    sort: search.sort === defaultSortFor(search.q) ? defaultSortFor('') : search.sort,
  };

  return (
    <div className="space-y-6">
      <PageHead
        title={heading}
        description="Processors, graphics cards, motherboards, memory, storage, power supplies, cases, coolers and monitors, with prices in Tk and stock shown."
        path={paths.products}
      />
      {/* On a phone the products start near the top: the heading, then one compact bar.
          The search box is the header's, on every page; this page names what was searched. */}
      <header className="space-y-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
        {search.q ? (
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span>Results for “{search.q}”</span>
            <Link to={`?${urlOf(withoutWords, filters).toString()}`} className="link text-sm">
              Clear search
            </Link>
          </p>
        ) : (
          <p className="hidden opacity-80 sm:block">
            Processors, graphics cards, storage and more, with prices in Tk.
          </p>
        )}
      </header>
      <div className="grid grid-cols-2 items-end gap-3 md:flex">
        <FilterSelect
          label="Category"
          value={search.category}
          onChange={(event) => updateSearch({ category: event.target.value as Category | '' })}
        >
          <option value="">All categories</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Sort by"
          value={search.sort}
          onChange={(event) => updateSearch({ sort: event.target.value as ProductSort })}
        >
          {/* Best match only means something with a query. */}
          {SORT_OPTIONS.filter((sort) => sort !== 'relevance' || search.q).map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </FilterSelect>
      </div>
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <FilterSidebar
          facets={facets.data}
          filters={filters}
          onChange={updateFilters}
          total={data?.total}
          view={toSearchParams({ ...search, page: 1 })}
          clearHref={`?${urlOf({ ...search, page: 1 }, NO_FILTERS).toString()}`}
        />
        <div className="min-w-0 space-y-6">
          <p aria-live="polite" className="text-sm font-medium" data-testid="result-count">
            {data
              ? total === 0
                ? 'No products found'
                : `Showing ${first}–${last} of ${total} ${total === 1 ? 'product' : 'products'}`
              : null}
          </p>
          {error && !data ? (
            <QueryError error={error} what="the products" onRetry={() => void refetch()} />
          ) : isPending ? (
            <PageSpinner />
          ) : data.items.length === 0 && total > 0 ? (
            // A stale link to a page past the end, e.g. after products were removed.
            <div className="flex flex-col items-center gap-3 p-10 text-center">
              <h2 className="text-xl font-semibold">There is no page {search.page}</h2>
              <Link to={hrefFor(1)} className="btn btn-primary btn-sm">
                Go to the first page
              </Link>
            </div>
          ) : data.items.length === 0 ? (
            <>
              <EmptyState
                icon={SearchX}
                title={empty.title}
                action={
                  empty.action ? (
                    <Link to={paths.products} className="btn btn-primary btn-sm">
                      {empty.action.label}
                    </Link>
                  ) : null
                }
              >
                {empty.body}
              </EmptyState>
              {search.q ? <NoResultsHelp q={search.q} /> : null}
            </>
          ) : (
            <div
              className={`grid grid-cols-2 gap-3 transition-opacity sm:gap-6 xl:grid-cols-3 ${
                isPlaceholderData ? 'opacity-60' : ''
              }`}
              aria-busy={isPlaceholderData}
            >
              {data.items.map((product, index) => (
                <ProductCard
                  key={product._id}
                  product={product}
                  eager={index < FIRST_ROW}
                  first={index === 0}
                />
              ))}
            </div>
          )}
          <Pagination page={search.page} pageCount={pageCount} hrefFor={hrefFor} />
        </div>
      </div>
    </div>
  );
}
