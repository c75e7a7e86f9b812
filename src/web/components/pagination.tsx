import { Link } from 'react-router';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link (search string) for a page number. */
  hrefFor: (page: number) => string;
}

/** Page numbers to show: always the first and last, and two either side of the current one. */
function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let number = 1; number <= pageCount; number += 1) {
    if (number === 1 || number === pageCount || Math.abs(number - page) <= 2) pages.push(number);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  const edgeClass = 'join-item btn btn-sm sm:btn-md';
  return (
    <nav aria-label="Pagination" className="flex justify-center">
      <ul className="join">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={edgeClass} aria-label="Previous page">
              <ChevronLeft className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <span className={`${edgeClass} btn-disabled`} aria-hidden="true">
              <ChevronLeft className="size-4" />
            </span>
          )}
        </li>
        {visiblePages(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`}>
              <span className={`${edgeClass} btn-disabled`} aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={`${edgeClass} ${item === page ? 'btn-primary' : ''}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} className={edgeClass} aria-label="Next page">
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <span className={`${edgeClass} btn-disabled`} aria-hidden="true">
              <ChevronRight className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
