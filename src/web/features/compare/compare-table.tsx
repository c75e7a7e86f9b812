import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { SalePrice } from '../../components/sale-price.tsx';
import { categoryName, compareRows } from './compare-rows.ts';

/** The comparison table: a column per product, a row per fact, differing rows highlighted. */
export function CompareTable({
  products,
  onRemove,
}: {
  products: readonly Product[];
  onRemove: (id: string) => void;
}) {
  const rows = compareRows(products);
  const differing = rows.filter((row) => row.differs).length;
  return (
    <>
      <p className="opacity-80">
        {products.length} {categoryName(products[0] as Product).toLowerCase()}:{' '}
        {differing === 0 ? 'no differences' : `${differing} rows differ (highlighted)`}.
      </p>
      <div className="overflow-x-auto rounded-box border border-base-300">
        {/* On a phone the fact column narrows so two products fit beside it; more scroll sideways. */}
        <table className="table table-xs sm:table-md">
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 w-20 bg-base-100 sm:w-48">
                <span className="sr-only">Fact</span>
              </th>
              {products.map((product) => (
                <th
                  key={product._id}
                  scope="col"
                  className="w-28 min-w-28 align-top whitespace-normal sm:min-w-36"
                >
                  <img
                    src={product.image}
                    alt=""
                    width={160}
                    height={120}
                    className="mb-2 aspect-[4/3] w-full max-w-32 rounded-box bg-base-200 object-cover"
                  />
                  <Link
                    to={paths.product(product)}
                    className="link-hover block text-sm font-semibold normal-case"
                  >
                    {product.name}
                  </Link>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs mt-1"
                    onClick={() => onRemove(product._id)}
                    aria-label={`Remove: ${product.name}`}
                  >
                    Remove
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                data-differs={row.differs}
                className={row.differs ? 'bg-warning/15' : ''}
              >
                <th
                  scope="row"
                  className="sticky left-0 z-10 w-20 bg-base-100 font-medium break-words sm:w-48"
                >
                  {row.label}
                  {row.differs ? (
                    <span className="badge badge-warning badge-xs ml-2">differs</span>
                  ) : null}
                </th>
                {row.values.map((value, i) => {
                  const product = products[i];
                  return (
                    <td key={product?._id ?? i}>
                      {/* A sale shows its struck regular price and saving here too. */}
                      {row.key === 'price' && product ? (
                        <SalePrice price={product.price} regularPrice={product.regularPrice} />
                      ) : (
                        value
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
