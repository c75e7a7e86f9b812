import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../components/spinner.tsx';
import { signOut, useIsAdmin } from '../../lib/auth-api.ts';
import { useSession } from '../../lib/use-session.ts';

/**
 * Guards the admin pages. The server decides who is an admin; a signed-in
 * non-admin who opens one is signed out and sent to /login (docs/product.md#roles-and-access).
 */
export function RequireAdmin() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const admin = useIsAdmin(session.user?.email);
  const refused = session.status === 'signed-in' && (admin.isError || admin.data?.admin === false);

  useEffect(() => {
    if (!refused) return;
    // Leave first: signing out first would re-render this guard as "signed out",
    // which remembers the admin page as the place to come back to.
    void navigate(paths.login, { replace: true });
    void signOut();
  }, [refused, navigate]);

  if (session.status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  if (session.status === 'loading' || refused || !admin.data) return <PageSpinner />;
  return <Outlet />;
}
