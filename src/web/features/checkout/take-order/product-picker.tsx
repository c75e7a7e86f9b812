import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CART_MAX_QUANTITY } from '../../../../shared/schemas/cart.ts';
import { Price } from '../../../components/price.tsx';
import { searchProducts } from './take-order-api.ts';

export interface PickedLine {
  productId: string;
  name: string;
  price: number;
  quantity: number;
}

interface ProductPickerProps {
  lines: readonly PickedLine[];
  onChange: (lines: PickedLine[]) => void;
}

/** Products by name or SKU, added as lines with a quantity each (one line per product). */
export function ProductPicker({ lines, onChange }: ProductPickerProps) {
  const [typed, setTyped] = useState('');
  const q = typed.trim();
  const found = useQuery({
    queryKey: ['take-order', 'search', q],
    queryFn: ({ signal }) => searchProducts(q, signal),
    enabled: q.length >= 2,
  });
  function add(product: { _id: string; name: string; price: number }) {
    if (lines.some((line) => line.productId === product._id)) return;
    onChange([
      ...lines,
      { productId: product._id, name: product.name, price: product.price, quantity: 1 },
    ]);
    setTyped('');
  }
  const setQuantity = (productId: string, quantity: number) =>
    onChange(lines.map((line) => (line.productId === productId ? { ...line, quantity } : line)));
  return (
    <section aria-labelledby="products-heading" className="space-y-3">
      <h2 id="products-heading" className="text-lg font-semibold">
        Products
      </h2>
      <div className="space-y-1">
        <label htmlFor="take-order-search" className="block text-sm font-medium">
          Find a product by name or SKU
        </label>
        <input
          id="take-order-search"
          type="search"
          className="input w-full"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {q.length >= 2 && found.data ? (
        found.data.products.length === 0 ? (
          <p role="status">No product matches “{q}”.</p>
        ) : (
          <ul className="space-y-1" aria-label="Matching products">
            {found.data.products.map((product) => (
              <li key={product._id}>
                <button
                  type="button"
                  className="btn btn-ghost h-auto min-h-11 w-full justify-between gap-3 border border-base-300 py-2 text-left font-normal"
                  onClick={() => add(product)}
                >
                  <span className="min-w-0 break-words">Add {product.name}</span>
                  <Price amount={product.price} className="shrink-0 font-semibold" />
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {lines.length === 0 ? (
        <p className="opacity-80">No products yet.</p>
      ) : (
        <ul className="divide-y divide-base-300" aria-label="Order lines">
          {lines.map((line) => (
            <li key={line.productId} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-0 flex-1 basis-40 break-words">{line.name}</span>
              <Price amount={line.price} />
              <label className="flex items-center gap-2">
                <span className="sr-only">Quantity of {line.name}</span>
                <input
                  type="number"
                  className="input input-sm w-20"
                  min={1}
                  max={CART_MAX_QUANTITY}
                  value={line.quantity}
                  onChange={(event) =>
                    setQuantity(
                      line.productId,
                      Math.min(CART_MAX_QUANTITY, Math.max(1, Number(event.target.value) || 1)),
                    )
                  }
                />
              </label>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Remove ${line.name}`}
                onClick={() => onChange(lines.filter((l) => l.productId !== line.productId))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
