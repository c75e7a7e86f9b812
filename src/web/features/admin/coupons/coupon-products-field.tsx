import { useState } from 'react';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { productRoutes } from '../../../../shared/api/routes/catalogue.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { Price } from '../../../components/price.tsx';
import { ERROR_TEXT } from '../../../components/form-field.tsx';
import { apiCall, apiList } from '../../../lib/api-client.ts';

/** As many products as a coupon's scope may list (couponScopeSchema). */
export const SCOPE_PRODUCTS_MAX = 200;
const RESULTS = 8;

type Picked = Pick<Product, '_id' | 'name' | 'price'>;

interface CouponProductsFieldProps {
  productIds: readonly string[];
  onChange: (productIds: string[]) => void;
  error?: string | undefined;
  /** The field's name (the coupon's words unless given: EMI's kept-out products use it too). */
  legend?: string;
  listLabel?: string;
}

/**
 * The coupon's products: the owner types a name or SKU, the shop's search answers, and each
 * product chosen shows as a chip with its name and price and a button to take it off.
 */
export function CouponProductsField({
  productIds,
  onChange,
  error,
  legend = 'Only these products (with categories ticked too: either covers a line)',
  listLabel = 'Products the coupon covers',
}: CouponProductsFieldProps) {
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<ReadonlyMap<string, Picked>>(new Map());
  const q = typed.trim();
  const found = useQuery({
    queryKey: ['coupon-products', q],
    queryFn: ({ signal }) =>
      apiList(productRoutes.list, { query: { q, pageSize: RESULTS } }, { signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
  // Products of a coupon being edited are known by id only: their names come from the shop.
  const unknown = productIds.filter((id) => !picked.has(id));
  const details = useQueries({
    queries: unknown.map((id) => ({
      queryKey: ['coupon-products', 'one', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiCall(productRoutes.detail, { params: { id } }, { signal }),
      retry: false,
    })),
  });
  const known = new Map(picked);
  for (const detail of details) if (detail.data) known.set(detail.data._id, detail.data);
  const full = productIds.length >= SCOPE_PRODUCTS_MAX;

  const add = (product: Picked) => {
    if (productIds.includes(product._id) || full) return;
    setPicked(new Map(picked).set(product._id, product));
    onChange([...productIds, product._id]);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {productIds.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={listLabel}>
          {productIds.map((id) => {
            const product = known.get(id);
            const name = product?.name ?? 'A product no longer sold';
            return (
              <li key={id} className="badge badge-lg gap-2 py-3">
                <span>{name}</span>
                {product ? <Price amount={product.price} className="opacity-80" /> : null}
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(productIds.filter((other) => other !== id))}
                >
                  ✕
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label className="input input-sm w-full">
        <span className="sr-only">Find a product by name or SKU</span>
        <input
          type="search"
          value={typed}
          placeholder={
            full
              ? `At most ${SCOPE_PRODUCTS_MAX} products`
              : 'Find a product by name or SKU to add it'
          }
          disabled={full}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      {q.length >= 2 && found.data ? (
        found.data.items.length ? (
          <ul className="menu w-full rounded-box bg-base-200 p-1" aria-label="Products found">
            {found.data.items.map((product) => (
              <li key={product._id}>
                <button
                  type="button"
                  disabled={productIds.includes(product._id) || full}
                  onClick={() => add(product)}
                >
                  <span className="grow text-left">
                    {product.name} <span className="opacity-60">{product.sku}</span>
                  </span>
                  <Price amount={product.price} />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm opacity-70">No product matches “{q}”.</p>
        )
      ) : null}
      {error ? <p className={`text-sm ${ERROR_TEXT}`}>{error}</p> : null}
    </fieldset>
  );
}
