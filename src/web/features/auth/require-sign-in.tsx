import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../components/spinner.tsx';
import { useSession } from '../../lib/use-session.ts';

/**
 * Guards the routes only signed-in visitors may open. Anonymous visitors go to /login, which sends
 * them back to `state.from` after signing in (docs/product.md#roles-and-access).
 */
export function RequireSignIn() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
