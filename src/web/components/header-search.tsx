import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import Search from 'lucide-react/icons/search';
import { MAX_QUERY_LENGTH } from '../../shared/constants.ts';
import { formatTk } from '../../shared/money.ts';
import { paths } from '../../shared/paths.ts';
import { SUGGEST_AFTER, suggestionsQuery } from '../lib/search-suggestions.ts';
import { toSearchParams } from '../lib/product-search.ts';
import { useDebounced } from '../lib/use-debounced.ts';

/** Typing pauses this long before suggestions are asked for. */
const TYPING_PAUSE_MS = 120;

/**
 * The header's search box, on every page and width: it opens the products page with the
 * search in its address. A plain form underneath, so it also works before the app loads.
 * While the shopper types it suggests products (the combobox pattern: arrows move through
 * them, Enter opens the one chosen or searches, Escape closes the list). The list floats
 * over the page, so nothing under the box moves.
 */
export function HeaderSearch() {
  const id = useId();
  const listId = `${id}-suggestions`;
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // On the products page the box shows the search in the address (the page has no box of
  // its own), and follows it through back and forward; elsewhere it starts empty.
  const location = useLocation();
  const searched =
    location.pathname === paths.products
      ? (new URLSearchParams(location.search).get('q') ?? '')
      : '';
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (shownFor !== searched) {
    setShownFor(searched);
    setText(searched);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebounced(text.trim().slice(0, MAX_QUERY_LENGTH), TYPING_PAUSE_MS);
  const { data } = useQuery(suggestionsQuery(typed));
  const products = typed.length >= SUGGEST_AFTER ? (data?.products ?? []) : [];
  const showing = open && products.length > 0 && text.trim().length >= SUGGEST_AFTER;

  const leave = (to: string) => {
    setOpen(false);
    setActive(-1);
    setText('');
    input.current?.blur();
    void navigate(to);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = showing ? products[active] : undefined;
    if (chosen) return leave(chosen.path);
    const search = toSearchParams({ q: text.trim(), category: '', page: 1 });
    leave(`${paths.products}?${search.toString()}`);
    // The products page shows what was searched in the box, the same words again too.
    setText(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!showing) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the box itself is chosen again (-1), as in a browser's own lists.
      setActive((now) => {
        const next = now + step;
        if (next < -1) return products.length - 1;
        return next >= products.length ? -1 : next;
      });
    } else if (event.key === 'Escape' && showing) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <form
      role="search"
      action={paths.products}
      onSubmit={onSubmit}
      // On a phone the list spans the whole find bar (positioned there), from sm the box.
      className="min-w-0 flex-1 sm:relative"
    >
      <label htmlFor={id} className="sr-only">
        Search the shop
      </label>
      <div className="join w-full">
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={showing}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showing && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search processors, graphics cards…"
          className="input input-sm join-item w-full sm:input-md"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <button type="submit" className="btn btn-primary btn-sm join-item sm:btn-md">
          <Search className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Search</span>
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested products"
        hidden={!showing}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
      >
        {products.map((product, index) => (
          <li
            key={product._id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Chosen on press, before the box's blur would close the list.
            onMouseDown={(event) => {
              event.preventDefault();
              leave(product.path);
            }}
            onMouseEnter={() => setActive(index)}
            className={`flex cursor-pointer items-center gap-3 rounded-field px-2 py-1.5 ${
              index === active ? 'bg-base-200' : ''
            }`}
          >
            <img
              src={product.image.startsWith('/images/') ? `${product.image}?w=320` : product.image}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="size-10 shrink-0 rounded-field bg-base-200 object-contain"
            />
            <span className="line-clamp-2 min-w-0 flex-1 text-sm">{product.name}</span>
            <span className="shrink-0 text-sm font-semibold">{formatTk(product.price)}</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {showing
          ? `${products.length} ${products.length === 1 ? 'suggestion' : 'suggestions'}; use the arrow keys to choose`
          : ''}
      </p>
    </form>
  );
}
