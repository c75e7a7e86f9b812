import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { defaultSite, type Site } from '../lib/site.ts';

// What a server-rendered page hands the browser, so the browser's first render is the
// server's: the query cache the server rendered from and the shop's head values. It
// travels as <script type="application/json"> (data, not a script the browser runs:
// the CSP allows no inline scripts).

export const PAGE_STATE_ELEMENT_ID = 'page-state';

export interface PageState {
  site: Site;
  queries: DehydratedState;
}

/** The state as page text: every "<" escaped, so nothing in it can end the element. */
export function pageStateJson(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * Puts the page's state into the browser's query cache and answers the head values;
 * a page the server did not render (or a damaged state) starts empty.
 */
export function restorePageState(client: QueryClient): Site {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return defaultSite;
  try {
    const state = JSON.parse(text) as PageState;
    // The server keeps a rendered page until the catalogue changes, so the answers in it
    // are current when it arrives, however long ago it was rendered: they count as just
    // fetched, and go stale on the usual schedule from now.
    const now = Date.now();
    const queries = state.queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    }));
    hydrate(client, { ...state.queries, queries });
    return { ...defaultSite, ...state.site };
  } catch {
    return defaultSite;
  }
}
