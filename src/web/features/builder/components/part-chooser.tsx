import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import BellRing from 'lucide-react/icons/bell-ring';
import { Link } from 'react-router';
import { orderableNow } from '../../../../shared/availability.ts';
import { paths } from '../../../../shared/paths.ts';
import { checkBuild, makesPartsUnfit } from '../../../../shared/builds/check-build.ts';
import type { Slot } from '../../../../shared/builds/build.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { SalePrice } from '../../../components/sale-price.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { StockState } from '../../../components/stock-state.tsx';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import { categoryPartsQuery } from '../api/builder-queries.ts';
import { buildOf, withPart, type BuildSelection } from '../build-selection.ts';
import { keySpecsOf } from '../key-specs.ts';

interface Candidate {
  product: Product;
  /** Why it does not fit the parts already chosen; empty when it fits. */
  reasons: string[];
}

interface PartChooserProps {
  id: string;
  slot: Slot;
  label: string;
  selection: BuildSelection;
  chosen: ReadonlyMap<string, Product>;
  onPick: (product: Product) => void;
}

/**
 * The parts a slot can take, each tried in the build with the same engine as the summary: the
 * ones that fit first, the others behind a switch, each with the reason it does not fit.
 */
export function PartChooser({ id, slot, label, selection, chosen, onPick }: PartChooserProps) {
  const switchId = useId();
  const [showAll, setShowAll] = useState(false);
  const parts = useQuery(categoryPartsQuery(slot));
  const candidates = useMemo<Candidate[]>(() => {
    return (parts.data ?? []).map((product) => {
      const products = new Map(chosen).set(product._id, product);
      const build = buildOf(withPart(selection, slot, product._id), products);
      const reasons = checkBuild(build)
        .issues.filter((issue) => makesPartsUnfit(issue) && issue.parts.includes(product._id))
        .map((issue) => issue.message);
      return { product, reasons };
    });
  }, [parts.data, chosen, selection, slot]);

  if (parts.isPending) return <Spinner label={`Loading ${label.toLowerCase()} parts`} />;
  if (parts.error) {
    return (
      <QueryError error={parts.error} what="these parts" onRetry={() => void parts.refetch()} />
    );
  }
  const fitting = candidates.filter((candidate) => candidate.reasons.length === 0);
  const unfit = candidates.filter((candidate) => candidate.reasons.length > 0);
  const shown = showAll ? [...fitting, ...unfit] : fitting;
  return (
    <section
      id={id}
      aria-label={`Choose ${label.toLowerCase()}`}
      className="space-y-3 print:hidden"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p>
          {fitting.length} of {candidates.length} fit your build
        </p>
        {unfit.length > 0 ? (
          <label htmlFor={switchId} className="flex cursor-pointer items-center gap-2">
            <input
              id={switchId}
              type="checkbox"
              className="toggle toggle-sm"
              checked={showAll}
              onChange={(event) => setShowAll(event.target.checked)}
            />
            Show the {unfit.length} that do not fit
          </label>
        ) : null}
      </div>
      {candidates.length === 0 ? (
        <p className="opacity-80">The shop has none of these yet.</p>
      ) : null}
      <ul className="divide-y divide-base-300 rounded-box border border-base-300">
        {shown.map(({ product, reasons }) => (
          <li key={product._id} className="flex flex-wrap items-center gap-3 p-3">
            <Thumbnail src={product.image} />
            <div className="min-w-0 flex-1 basis-48 space-y-1">
              <p className="font-medium">{product.name}</p>
              <ul className="flex flex-wrap gap-x-3 text-xs opacity-80" aria-label="Key specs">
                {keySpecsOf(slot, product).map((spec) => (
                  <li key={spec}>{spec}</li>
                ))}
              </ul>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <SalePrice
                  price={product.price}
                  regularPrice={product.regularPrice}
                  className="font-semibold"
                />
                <StockState quantity={product.quantity} availability={product.availability} />
              </div>
              {reasons.length > 0 ? (
                <ul className="space-y-1 text-sm text-error" aria-label="Why it does not fit">
                  {reasons.map((reason) => (
                    <li key={reason}>Does not fit: {reason}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            {orderableNow(product) ? (
              <button
                type="button"
                className={`btn btn-sm ${reasons.length > 0 ? 'btn-outline' : 'btn-primary'}`}
                onClick={() => onPick(product)}
                aria-label={`${reasons.length > 0 ? 'Choose anyway' : 'Choose'}: ${product.name}`}
              >
                {reasons.length > 0 ? 'Choose anyway' : 'Choose'}
              </button>
            ) : (
              <NotOnSale product={product} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * In place of Choose for a part the shop cannot sell now (out of stock, or coming soon): a
 * build of it could not be ordered, so it says why and leads to the part's "Notify me" form.
 */
function NotOnSale({ product }: { product: Product }) {
  const why =
    product.availability === 'coming-soon'
      ? 'Coming soon: it can be chosen when it is on sale.'
      : 'Out of stock: it can be chosen when it is back.';
  return (
    <div className="flex basis-full flex-wrap items-center justify-end gap-2 text-sm sm:basis-auto">
      <p className="opacity-80">{why}</p>
      <Link
        to={{ pathname: paths.product(product), hash: '#notify-me' }}
        className="btn btn-outline btn-primary btn-sm whitespace-nowrap"
      >
        <BellRing className="size-4" aria-hidden="true" />
        Notify me<span className="sr-only">: when {product.name} is back</span>
      </Link>
    </div>
  );
}
