import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Search from 'lucide-react/icons/search';
import { paths } from '../../shared/paths.ts';
import { toSearchParams } from '../lib/product-search.ts';

/**
 * The header's search box, on every page and width: it opens the products page with the
 * search in its address. A plain form underneath, so it also works before the app loads.
 */
export function HeaderSearch() {
  const id = useId();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const q = new FormData(form).get('q');
    const search = toSearchParams({
      q: typeof q === 'string' ? q.trim() : '',
      category: '',
      page: 1,
    });
    form.reset();
    void navigate(`${paths.products}?${search.toString()}`);
  };
  return (
    <form role="search" action={paths.products} onSubmit={onSubmit} className="min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        Search the shop
      </label>
      <div className="join w-full">
        <input
          id={id}
          name="q"
          type="search"
          maxLength={100}
          placeholder="Search processors, graphics cards…"
          className="input input-sm join-item w-full sm:input-md"
        />
        <button type="submit" className="btn btn-primary btn-sm join-item sm:btn-md">
          <Search className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Search</span>
        </button>
      </div>
    </form>
  );
}
