import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../shared/paths.ts';

// Last line of defence for errors the pages do not handle themselves, most
// often a page chunk that failed to download after a new release.
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p>The page could not be shown. Reloading usually fixes it.</p>
      {detail ? <p className="text-sm opacity-80">{detail}</p> : null}
      <div className="flex gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="btn btn-ghost" to={paths.home} reloadDocument>
          Go home
        </Link>
      </div>
    </main>
  );
}
