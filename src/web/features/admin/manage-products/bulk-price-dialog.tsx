import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../../../../shared/categories.ts';
import {
  ROUND_TO,
  type BulkTarget,
  type BulkPriceReport,
  type BulkPriceRequest,
  type RoundTo,
} from '../../../../shared/schemas/bulk-price.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { ERROR_TEXT } from '../../../components/form-field.tsx';
import { formatTk } from '../../../../shared/money.ts';
import { NO_FILTERS } from '../../../lib/catalogue-filters.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { productFacetsQuery } from '../../products/api/product-queries.ts';
import { useBulkPrice } from '../api/catalogue-admin-api.ts';
import { describeSelection } from './bulk-price-selection.ts';
import { SpecFilterSelects } from './bulk-price-specs.tsx';
import { PricePreview } from './bulk-price-preview.tsx';

interface BulkPriceDialogProps {
  /** Manage Products' search and category: the change starts from the products on screen. */
  filter: { q: string; category: Category | '' };
  onClose: () => void;
}

/** The spec filters of a category with the storefront's facets (brand has its own box). */
function useSpecFacets(q: string, category: Category | '', specs: Record<string, string>) {
  const spec = Object.fromEntries(Object.entries(specs).map(([key, value]) => [key, [value]]));
  const { data } = useQuery({
    ...productFacetsQuery({ q, category }, { ...NO_FILTERS, spec }),
    enabled: category !== '',
  });
  return data?.facets.filter((facet) => facet.key !== 'brand');
}

/**
 * Changes the prices of every product the search, category, spec filters and brand pick, by
 * a percent or by Taka, rounded: the preview lists each new price (and each product the change
 * cannot price) before anything changes; applying sends the same request once more, not a dry
 * run. Cost prices change the same way, or are set to one figure for every product picked.
 * A refusal of the API (a filter that picks nothing, a change it cannot make) shows in
 * the dialog, where the admin changes what it names.
 */
export function BulkPriceDialog({ filter, onClose }: BulkPriceDialogProps) {
  const [category, setCategory] = useState<Category | ''>(filter.category);
  const [specs, setSpecs] = useState<Record<string, string>>({});
  const [brand, setBrand] = useState('');
  const [target, setTarget] = useState<BulkTarget>('price');
  const [kind, setKind] = useState<'percent' | 'amount' | 'set'>('percent');
  const [value, setValue] = useState('');
  const [roundTo, setRoundTo] = useState<RoundTo>(10);
  const [preview, setPreview] = useState<BulkPriceReport | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const bulk = useBulkPrice();
  const facets = useSpecFacets(filter.q, category, specs);
  const selection = describeSelection({ q: filter.q, category, brand, specs }, facets ?? []);

  const request = (dryRun: boolean): BulkPriceRequest => ({
    filter: {
      ...(filter.q && { q: filter.q }),
      ...(category && { category }),
      ...(brand.trim() && { brand: brand.trim() }),
      ...(Object.keys(specs).length > 0 && { specs }),
    },
    target,
    change: { [kind]: Number(value) },
    roundTo,
    dryRun,
  });
  const edited = () => (setPreview(null), setRefusal(null));
  const run = (dryRun: boolean) => {
    setRefusal(null);
    bulk.mutate(request(dryRun), {
      onSuccess: (report) => {
        if (!report.applied) return setPreview(report);
        const [one, many] = target === 'cost' ? ['cost', 'costs'] : ['price', 'prices'];
        toast.success(`${report.count} ${report.count === 1 ? one : many} changed.`);
        onClose();
      },
      onError: (failure) => (setPreview(null), setRefusal(errorMessage(failure))),
    });
  };

  return (
    <Dialog title="Change prices" onClose={onClose} busy={bulk.isPending} wide>
      <p className="mb-3 text-sm" data-testid="bulk-price-selection">
        Products: {selection}.
      </p>
      <form
        aria-label="Change prices"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          run(true);
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          Category
          <select
            className="select select-bordered select-sm w-44"
            value={category}
            onChange={(event) => (
              setCategory(event.target.value as Category | ''),
              setSpecs({}),
              edited()
            )}
          >
            <option value="">All categories</option>
            {CATEGORIES.map((one) => (
              <option key={one} value={one}>
                {CATEGORY_LABELS[one]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Brand (optional)
          <input
            className="input input-bordered input-sm w-40"
            value={brand}
            onChange={(event) => (setBrand(event.target.value), edited())}
          />
        </label>
        {category ? (
          <fieldset className="w-full">
            <legend className="mb-1 text-sm font-medium">Specs (optional)</legend>
            <SpecFilterSelects
              facets={facets}
              specs={specs}
              onChange={(next) => (setSpecs(next), edited())}
            />
          </fieldset>
        ) : null}
        <label className="flex flex-col gap-1 text-sm">
          Change
          <select
            className="select select-bordered select-sm"
            value={target}
            onChange={(event) => {
              const next = event.target.value as BulkTarget;
              setTarget(next);
              if (next === 'price' && kind === 'set') setKind('percent');
              edited();
            }}
          >
            <option value="price">Prices</option>
            <option value="cost">Cost prices</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Change by
          <select
            className="select select-bordered select-sm"
            value={kind}
            onChange={(event) => (setKind(event.target.value as typeof kind), edited())}
          >
            <option value="percent">Percent</option>
            <option value="amount">Taka</option>
            {target === 'cost' ? <option value="set">Set to</option> : null}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {kind === 'percent'
            ? 'Percent (negative lowers)'
            : kind === 'amount'
              ? 'Taka (negative lowers)'
              : 'Cost in Taka'}
          <input
            className="input input-bordered input-sm w-32"
            type="number"
            inputMode="decimal"
            step={kind === 'percent' ? 0.01 : 1}
            required
            value={value}
            onChange={(event) => (setValue(event.target.value), edited())}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Round to the nearest
          <select
            className="select select-bordered select-sm"
            value={roundTo}
            onChange={(event) => (setRoundTo(Number(event.target.value) as RoundTo), edited())}
          >
            {ROUND_TO.map((step) => (
              <option key={step} value={step}>
                {formatTk(step)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-outline btn-sm" disabled={bulk.isPending}>
          Preview
        </button>
      </form>
      {refusal ? (
        <p role="alert" className={`mt-3 text-sm font-medium ${ERROR_TEXT}`}>
          {refusal}
        </p>
      ) : null}
      {preview ? <PricePreview report={preview} selection={selection} target={target} /> : null}
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={
            !preview || preview.count === 0 || preview.refusals.length > 0 || bulk.isPending
          }
          onClick={() => run(false)}
        >
          {preview
            ? `Apply ${preview.count} ${preview.count === 1 ? 'change' : 'changes'}`
            : 'Apply'}
        </button>
      </div>
    </Dialog>
  );
}
