import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { CATEGORY_LINKS } from './category-links.ts';
import { toSearchParams } from '../lib/product-search.ts';
import { suggestionsQuery } from '../lib/search-suggestions.ts';

/**
 * Under "No products match your search": the closest spelling of what was typed, when the
 * shop knows one ("Did you mean ryzen?"), and every category to browse instead.
 */
export function NoResultsHelp({ q }: { q: string }) {
  const { data } = useQuery(suggestionsQuery(q));
  const correction = data?.correction;
  return (
    <div className="space-y-3 text-center" data-testid="no-results-help">
      {correction ? (
        <p className="text-lg">
          Did you mean{' '}
          <Link
            className="link link-primary font-semibold"
            to={`${paths.products}?${toSearchParams({ q: correction, category: '', page: 1 }).toString()}`}
          >
            {correction}
          </Link>
          ?
        </p>
      ) : null}
      <nav aria-label="Browse a category">
        <ul className="flex flex-wrap justify-center gap-2">
          {CATEGORY_LINKS.map((link) => (
            <li key={link.category}>
              <Link to={link.to} className="btn btn-outline btn-sm">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
