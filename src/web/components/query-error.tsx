import { isApiRequestError } from '../lib/api-client.ts';

interface QueryErrorProps {
  error: unknown;
  /** What could not be loaded, e.g. "the products". */
  what: string;
  onRetry?: () => void;
}

/** A failed request, said plainly, with a way to try again. */
export function QueryError({ error, what, onRetry }: QueryErrorProps) {
  const detail = isApiRequestError(error) || error instanceof Error ? error.message : null;
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-wrap justify-between">
      <div>
        <p className="font-semibold">Sorry, we could not load {what}.</p>
        {detail ? <p className="text-sm">{detail}</p> : null}
      </div>
      {onRetry ? (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
