import { useId, useState } from 'react';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import type { ProductFacets } from '../../../../shared/schemas/product.ts';
import { Modal } from '../../../components/modal.tsx';
import { chosenFilterCount, type CatalogueFilters } from '../../../lib/catalogue-filters.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { FacetPanel } from './facet-panel.tsx';

interface FilterSidebarProps {
  facets: ProductFacets | undefined;
  filters: CatalogueFilters;
  onChange: (filters: CatalogueFilters) => void;
  /** How many products the filters leave, for the phone sheet's close button. */
  total: number | undefined;
}

/**
 * The filters: a column beside the products on wide screens; on phones a button that opens
 * them in a sheet from the bottom, so the products keep the whole width.
 */
export function FilterSidebar({ facets, filters, onChange, total }: FilterSidebarProps) {
  const wide = useMediaQuery('(min-width: 1024px)');
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const chosen = chosenFilterCount(filters);

  if (wide) {
    return (
      <aside aria-labelledby={headingId} className="space-y-4 self-start">
        <h2 id={headingId} className="text-lg font-bold">
          Filters
        </h2>
        <FacetPanel facets={facets} filters={filters} onChange={onChange} />
      </aside>
    );
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filters{chosen > 0 ? ` (${chosen})` : ''}
      </button>
      {open && (
        <Modal labelledBy={headingId} onClose={() => setOpen(false)} className="max-h-[85dvh]">
          <h2 id={headingId} className="mb-4 text-lg font-bold">
            Filters
          </h2>
          <FacetPanel facets={facets} filters={filters} onChange={onChange} />
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
