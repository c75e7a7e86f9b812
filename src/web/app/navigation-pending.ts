import { createContext, useContext } from 'react';

/** True while the next page's code (or a suspended page) is still loading. */
export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
