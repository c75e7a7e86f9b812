import { useRef } from 'react';
import { Link } from 'react-router';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { CATEGORY_LINKS } from './category-links.ts';

/**
 * The header's category menu. A <details> opens and closes without the app's code, so it
 * works on a page drawn on the server too; choosing a category closes it.
 */
export function CategoryMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => menu.current?.removeAttribute('open');
  return (
    <details ref={menu} className="dropdown">
      <summary className="btn btn-ghost btn-sm gap-1 sm:btn-md">
        Categories
        <ChevronDown className="size-4" aria-hidden="true" />
      </summary>
      <nav aria-label="Categories" className="dropdown-content z-30 mt-2">
        <ul className="menu w-56 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg">
          {CATEGORY_LINKS.map((link) => (
            <li key={link.category}>
              <Link to={link.to} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
