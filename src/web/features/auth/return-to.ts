import { parsePath, useLocation } from 'react-router';
import { paths } from '../../../shared/paths.ts';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

const isOwnPath = (path: string) => /^\/(?![/\\])/.test(path);

/**
 * Where to go after signing in: the page a guard sent the visitor here from
 * (router state), or `?from=` after a failed Google attempt, or home.
 */
export function useReturnTo(): string {
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  const candidate = from?.pathname
    ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
    : new URLSearchParams(location.search).get('from');
  if (!candidate || !isOwnPath(candidate)) return paths.home;
  // Never "back" to the sign-in pages themselves.
  if ([paths.login, paths.signup].some((page) => candidate.startsWith(page))) return paths.home;
  return candidate;
}

/**
 * Router state for a link between the sign-in and sign-up pages, so that the page
 * the visitor came from (an open order modal, say) is where either one returns to.
 */
export function returnToState(returnTo: string): FromState | undefined {
  return returnTo === paths.home ? undefined : { from: parsePath(returnTo) };
}
