import { createContext, use } from 'react';
import { shop } from '../content/shop.ts';

// What every page's head says about the shop: its name, the line after it in titles,
// the description crawlers show when a page has none of its own, and the address the
// shop is reached at (for canonical links and link previews, which must be absolute).
// One module, so these can come from the shop's own settings without touching pages.

export interface Site {
  name: string;
  tagline: string;
  description: string;
  /** The shop's public address without a trailing slash, e.g. https://shop.example.com. */
  origin: string;
  /** The picture a link preview shows for pages without one of their own. */
  image: string;
}

export const defaultSite: Site = {
  name: shop.name,
  tagline: 'PC parts in Bangladesh, prices in Tk',
  description:
    'Circuit Haat is a PC parts shop in Dhaka: processors, graphics cards, motherboards, memory, SSDs, power supplies, cases, coolers and monitors with clear prices in Tk and honest advice.',
  origin: '',
  image: '/og-cover.jpg',
};

/** The server renders with the address it was asked on; the browser reads the same from the page. */
export const SiteContext = createContext<Site>(defaultSite);

export function useSite(): Site {
  return use(SiteContext);
}

/** A path made absolute on the shop's public address. */
export function absoluteUrl(site: Site, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${site.origin}${path}`;
}
