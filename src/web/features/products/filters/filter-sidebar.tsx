import { useId, useState } from 'react';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import type { ProductFacets } from '../../../../shared/schemas/product.ts';
import { Modal } from '../../../components/modal.tsx';
import { chosenFilterCount, type CatalogueFilters } from '../../../lib/catalogue-filters.ts';
import { FacetPanel } from './facet-panel.tsx';

interface FilterSidebarProps {
  facets: ProductFacets | undefined;
  filters: CatalogueFilters;
  onChange: (filters: CatalogueFilters) => void;
  /** How many products the filters leave, for the phone sheet's close button. */
  total: number | undefined;
  /** The list's search, category and sort as URL parameters, kept when filtering. */
  view: URLSearchParams;
  /** The same view without any filter. */
  clearHref: string;
}

/**
 * The filters: a column beside the products on wide screens; on phones a button that opens
 * them in a sheet from the bottom, so the products keep the whole width. The stylesheet
 * picks which one shows, so the server draws both and a wide screen gets its column with
 * the page's HTML, before (or without) any of the app's code.
 */
export function FilterSidebar({ total, ...panel }: FilterSidebarProps) {
  const [open, setOpen] = useState(false);
  const columnHeadingId = useId();
  const sheetHeadingId = useId();
  const chosen = chosenFilterCount(panel.filters);

  return (
    <>
      <aside aria-labelledby={columnHeadingId} className="hidden space-y-4 self-start lg:block">
        <h2 id={columnHeadingId} className="text-lg font-bold">
          Filters
        </h2>
        <FacetPanel {...panel} />
      </aside>
      <button
        type="button"
        className="btn btn-outline btn-sm lg:hidden"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filters{chosen > 0 ? ` (${chosen})` : ''}
      </button>
      {open && (
        <Modal labelledBy={sheetHeadingId} onClose={() => setOpen(false)} className="max-h-[85dvh]">
          <h2 id={sheetHeadingId} className="mb-4 text-lg font-bold">
            Filters
          </h2>
          <FacetPanel {...panel} />
          <button
            type="button"
            className="btn btn-primary mt-5 w-full"
            onClick={() => setOpen(false)}
          >
            {total === undefined
              ? 'Show products'
              : `Show ${total} ${total === 1 ? 'product' : 'products'}`}
          </button>
        </Modal>
      )}
    </>
  );
}
