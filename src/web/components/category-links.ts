import { CATEGORIES, CATEGORY_LABELS, type Category } from '../../shared/categories.ts';
import { paths } from '../../shared/paths.ts';
import { toSearchParams } from '../lib/product-search.ts';

export interface CategoryLink {
  category: Category;
  label: string;
  to: string;
}

/** Every category with the products page's address for it: the header's menu and the home page. */
export const CATEGORY_LINKS: readonly CategoryLink[] = CATEGORIES.map((category) => ({
  category,
  label: CATEGORY_LABELS[category],
  to: `${paths.products}?${toSearchParams({ q: '', category, page: 1 }).toString()}`,
}));
