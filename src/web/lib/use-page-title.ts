import { useEffect } from 'react';
import { useShop } from './use-shop.ts';

/**
 * Sets the tab title for the current page. A hook rather than a React <title>
 * element because index.html already has one for crawlers, and the browser
 * would keep showing that first one.
 */
export function usePageTitle(title?: string) {
  const { name } = useShop();
  useEffect(() => {
    document.title = title
      ? `${title} | ${name}`
      : `${name} | PC parts in Bangladesh, prices in Tk`;
  }, [title, name]);
}
