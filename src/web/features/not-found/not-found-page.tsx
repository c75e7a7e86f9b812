import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { PageHead } from '../../components/page-head.tsx';
import { usePageStatus } from '../../lib/page-status.ts';

/**
 * Any path the shop does not know (docs/product.md#not-found): a 404 with the way home and to
 * About.
 */
export function NotFoundPage() {
  usePageStatus(404);
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center">
      <PageHead title="Page not found" path={pathname}>
        <meta name="robots" content="noindex" />
      </PageHead>
      <p className="text-7xl font-black text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="opacity-80">
        The page you asked for is not here. It may have moved, or the link may be mistyped.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className="btn btn-primary">
          Go to the home page
        </Link>
        <Link to={paths.about} className="btn btn-outline">
          About the shop
        </Link>
      </div>
    </div>
  );
}
