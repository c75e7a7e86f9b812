import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { SalePrice } from '../../../components/sale-price.tsx';
import { StockState } from '../../../components/stock-state.tsx';
import type { ChosenProducts } from '../api/builder-queries.ts';
import type { SlotInfo } from '../builder-slots.ts';

interface SlotRowProps {
  info: SlotInfo;
  /** The slot's product ids (one for a single slot, any number for memory and storage). */
  ids: readonly string[];
  products: ChosenProducts;
  open: boolean;
  chooserId: string;
  /** Parts in this slot that some error involves. */
  flagged: ReadonlySet<string>;
  onToggle: () => void;
  onRemove: (index: number) => void;
  children?: ReactNode;
}

/** One part type of the build: what is chosen, Choose / Change / Add and Remove, and its chooser. */
export function SlotRow(props: SlotRowProps) {
  const { info, ids, products, open, chooserId, flagged, onToggle, onRemove, children } = props;
  const action = ids.length === 0 ? 'Choose' : info.many ? 'Add another' : 'Change';
  const headingId = `${chooserId}-heading`;
  return (
    <li className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {info.label}
          {info.required ? (
            <span className="ml-2 badge badge-ghost badge-sm">needed</span>
          ) : (
            <span className="ml-2 badge badge-ghost badge-sm">optional</span>
          )}
        </h2>
        <button
          type="button"
          className="btn btn-sm btn-outline btn-primary print:hidden"
          aria-expanded={open}
          aria-controls={chooserId}
          onClick={onToggle}
          aria-label={`${open ? 'Close' : action} ${info.label.toLowerCase()}`}
        >
          {open ? 'Close' : action}
        </button>
      </div>
      {ids.length > 0 ? (
        <ul className="space-y-2">
          {ids.map((id, index) => (
            <ChosenPart
              key={`${id}-${index}`}
              id={id}
              product={products.byId.get(id)}
              gone={products.gone.has(id)}
              flagged={flagged.has(id)}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm opacity-80">Nothing chosen yet.</p>
      )}
      {children}
    </li>
  );
}

function ChosenPart(props: {
  id: string;
  product: Product | undefined;
  gone: boolean;
  flagged: boolean;
  onRemove: () => void;
}) {
  const { product, gone, flagged, onRemove } = props;
  const name = product?.name ?? (gone ? 'A part the shop no longer sells' : 'Loading…');
  return (
    <li
      className={`flex flex-wrap items-center gap-2 rounded-box p-2 ${flagged || gone ? 'bg-error/10' : 'bg-base-200/60'}`}
    >
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        {product ? (
          <Link to={paths.product(product)} className="link-hover font-medium">
            {name}
          </Link>
        ) : (
          <span className="font-medium">{name}</span>
        )}
        {flagged ? (
          <span className="ml-2 badge badge-error badge-sm whitespace-nowrap">does not fit</span>
        ) : null}
      </div>
      {product ? (
        <>
          <SalePrice
            price={product.price}
            regularPrice={product.regularPrice}
            className="font-semibold"
          />
          <StockState quantity={product.quantity} availability={product.availability} />
        </>
      ) : null}
      <button
        type="button"
        className="btn btn-ghost btn-xs print:hidden"
        onClick={onRemove}
        aria-label={`Remove: ${name}`}
      >
        Remove
      </button>
    </li>
  );
}
