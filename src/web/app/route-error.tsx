import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '../../shared/paths.ts';

interface Props {
  /** The address shown; moving to another one clears the error. */
  locationKey: string;
  children: ReactNode;
}

/**
 * Last line of defence for errors the pages do not handle themselves, most
 * often a page chunk that failed to download after a new release.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.locationKey !== this.props.locationKey && this.state.error !== undefined) {
      this.setState({ error: undefined });
    }
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteError error={this.state.error} />;
  }
}

function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p>The page could not be shown. Reloading usually fixes it.</p>
      {detail ? <p className="text-sm opacity-80">{detail}</p> : null}
      <div className="flex gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        {/* A full load, so a new release's files are fetched. */}
        <a className="btn btn-ghost" href={paths.home}>
          Go home
        </a>
      </div>
    </main>
  );
}
