import { useEffect } from 'react';

const SITE_NAME = 'Circuit Haat';

/**
 * Sets the tab title for the current page. A hook rather than a React <title>
 * element because index.html already has one for crawlers, and the browser
 * would keep showing that first one.
 */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title
      ? `${title} | ${SITE_NAME}`
      : `${SITE_NAME} | PC parts in Bangladesh, prices in Tk`;
  }, [title]);
}
