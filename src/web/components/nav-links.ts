import { paths } from '../../shared/paths.ts';

export interface NavItem {
  to: string;
  label: string;
  /** Extra paths that mark this link as the current page. */
  alsoActiveOn?: readonly string[];
}

// The public links of the navbar, in order. Links that depend on the session
// (Dashboard, Login / Sign Out) are added by the navbar itself.
export const primaryNav: readonly NavItem[] = [
  { to: paths.home, label: 'Home', alsoActiveOn: [paths.homeAlias] },
  { to: paths.products, label: 'Products' },
  { to: paths.pcBuilder, label: 'PC Builder', alsoActiveOn: [paths.builderAlias] },
  { to: paths.about, label: 'About' },
  { to: paths.reviews, label: 'Reviews' },
  { to: paths.blogs, label: 'Blogs' },
];
