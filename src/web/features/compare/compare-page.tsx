import { useQueries } from '@tanstack/react-query';
import Scale from 'lucide-react/icons/scale';
import { Link, useSearchParams } from 'react-router';
import { productRoutes } from '../../../shared/api/routes/catalogue.ts';
import { paths } from '../../../shared/paths.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { apiCall, isApiRequestError } from '../../lib/api-client.ts';
import { MAX_COMPARED, removeFromCompare } from '../../lib/compare-tray.ts';
import { CompareTable } from './compare-table.tsx';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Up to four products of one category side by side, at /compare?ids=a,b,c. */
export function ComparePage() {
  // The route names the page's head (app/router.tsx): it is drawn on the server too.
  const [search, setSearch] = useSearchParams();
  const asked = [...new Set((search.get('ids') ?? '').split(',').filter((id) => ID.test(id)))];
  const ids = asked.slice(0, MAX_COMPARED);
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['products', 'detail', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiCall(productRoutes.detail, { params: { id } }, { signal }),
      retry: (count: number, error: Error) => !isApiRequestError(error, 404) && count < 2,
    })),
  });

  if (ids.length === 0) {
    return (
      <EmptyState
        icon={Scale}
        title="Nothing to compare yet"
        action={
          <Link to={paths.products} className="btn btn-primary">
            Browse products
          </Link>
        }
      >
        Press Compare on two to four products of one kind, then open the compare tray.
      </EmptyState>
    );
  }
  if (results.some((result) => result.isPending)) return <PageSpinner />;
  const found = results.map((result) => result.data).filter((p): p is Product => p !== undefined);
  const category = found[0]?.category;
  const shown = found.filter((product) => product.category === category);
  const notes = [
    asked.length > MAX_COMPARED
      ? `Compare shows ${MAX_COMPARED} products at most; the rest are left out.`
      : '',
    found.length < ids.length ? 'Some of these products are no longer sold.' : '',
    shown.length < found.length
      ? 'Compare shows one kind of part at a time; products of another kind are left out.'
      : '',
  ].filter(Boolean);
  const remove = (id: string) => {
    removeFromCompare(id);
    const rest = ids.filter((other) => other !== id);
    setSearch(rest.length > 0 ? { ids: rest.join(',') } : {}, { replace: true });
  };

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold sm:text-3xl">Compare</h1>
      {notes.map((note) => (
        <p key={note} role="alert" className="alert alert-warning alert-soft">
          {note}
        </p>
      ))}
      {shown.length > 0 ? <CompareTable products={shown} onRemove={remove} /> : null}
    </div>
  );
}
