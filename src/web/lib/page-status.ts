import { createContext, use } from 'react';

// The HTTP status of a page the server renders. The page decides it while it draws (the
// 404 page, a product that is gone), so the status always agrees with what it shows.
// In the browser there is no answer to set, and the context holds nothing.

export interface PageStatus {
  code: number;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/** Declares, during render, the status the server answers this page with. */
export function usePageStatus(code: number): void {
  const status = use(PageStatusContext);
  if (status) status.code = code;
}
