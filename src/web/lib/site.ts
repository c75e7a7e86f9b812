import { createContext, use } from 'react';
import { DEFAULT_SHOP_NAME } from '../../shared/constants.ts';
import { useShop } from './use-shop.ts';

// What every page's head says about the shop: its name, the line after it in titles,
// the description crawlers show when a page has none of its own, and the address the
// shop is reached at (for canonical links and link previews, which must be absolute).
// The name is the shop's own (its settings, GET /api/shop); the rest is fixed here.

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
  name: DEFAULT_SHOP_NAME,
  tagline: 'PC parts in Bangladesh, prices in Tk',
  description:
    'Circuit Haat is a PC parts shop in Dhaka: processors, graphics cards, motherboards, memory, SSDs, power supplies, cases, coolers and monitors with clear prices in Tk and honest advice.',
  origin: '',
  image: '/og-cover.jpg',
};

/** The server renders with the address it was asked on; the browser reads the same from the page. */
export const SiteContext = createContext<Site>(defaultSite);

export function useSite(): Site {
  const { name } = useShop();
  return { ...use(SiteContext), name };
}

/** A path made absolute on the shop's public address. */
export function absoluteUrl(site: Site, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${site.origin}${path}`;
}
