import { Link } from 'react-router';
import { CATEGORY_LINKS } from '../../../components/category-links.ts';

/** The home page's way into the catalogue by part type: one link per category. */
export function CategoryGrid() {
  return (
    <section aria-labelledby="categories-heading" className="space-y-4">
      <h2 id="categories-heading" className="text-2xl font-bold sm:text-3xl">
        Shop by category
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {CATEGORY_LINKS.map((link) => (
          <li key={link.category}>
            <Link
              to={link.to}
              className="btn btn-outline h-auto min-h-12 w-full justify-start py-2 text-left leading-tight"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
