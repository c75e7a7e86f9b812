import type { Product } from '../../shared/schemas/product.ts';
import { SalePrice } from './sale-price.tsx';
import { StockState } from './stock-state.tsx';

/** The product a modal is about: picture, name, unit price and what is left. */
export function ProductSummary({ product }: { product: Product }) {
  return (
    <div className="flex items-center gap-4 rounded-box border border-base-300 bg-base-200/50 p-3">
      <img
        src={product.image}
        alt=""
        width={96}
        height={72}
        className="h-18 w-24 shrink-0 rounded-md bg-base-200 object-cover"
      />
      <div className="min-w-0 space-y-1">
        <p className="leading-snug font-semibold">{product.name}</p>
        <div className="flex flex-wrap items-center gap-2">
          <SalePrice
            price={product.price}
            regularPrice={product.regularPrice}
            className="font-bold"
          />
          <StockState quantity={product.quantity} availability={product.availability} />
        </div>
      </div>
    </div>
  );
}

/** Said in a modal whose product has left the shop (or never existed). */
export function ProductGone({ onClose }: { onClose: () => void }) {
  return (
    <div className="space-y-4">
      <p role="alert">This product is no longer sold. The rest of the catalogue is still here.</p>
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          Keep browsing
        </button>
      </div>
    </div>
  );
}
