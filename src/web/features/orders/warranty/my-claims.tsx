import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { myClaimsQuery } from '../../warranty/api/warranty-api.ts';
import { ClaimStateBadge, ClaimSteps } from '../../../components/claim-steps.tsx';

/**
 * My Orders' warranty claims (docs/product.md#warranty-desk): each claim with its unit, the
 * problem as sent, and its steps so far. Nothing shows for a customer who never claimed.
 */
export function MyClaims() {
  const { data, error, isPending, refetch } = useQuery(myClaimsQuery());
  if (isPending) return <Spinner size="sm" label="Loading your warranty claims" />;
  if (error)
    return <QueryError error={error} what="your warranty claims" onRetry={() => void refetch()} />;
  if (data.claims.length === 0) return null;
  return (
    <section aria-labelledby="my-claims-title" className="mt-8 space-y-3">
      <h2 id="my-claims-title" className="text-xl font-bold">
        Warranty claims
      </h2>
      <ul className="grid gap-3 lg:grid-cols-2">
        {data.claims.map((claim) => (
          <li
            key={claim.id}
            className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4"
            data-testid="my-claim"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">
                Claim <span className="font-mono">{claim.claimNumber}</span>
              </h3>
              <ClaimStateBadge state={claim.state} />
            </div>
            <p className="text-sm">
              {claim.product.name}, serial <span className="font-mono">{claim.serial}</span>
              {claim.orderNumber ? `, order ${claim.orderNumber}` : ''}; opened{' '}
              {formatDate(claim.openedAt)}
            </p>
            <p className="text-sm whitespace-pre-line opacity-80">{claim.problem}</p>
            {claim.replacementSerial ? (
              <p className="text-sm">
                Replaced by serial <span className="font-mono">{claim.replacementSerial}</span>: the
                warranty goes on with it.
              </p>
            ) : null}
            {claim.rejectReason ? <p className="text-sm">Rejected: {claim.rejectReason}</p> : null}
            <ClaimSteps claim={claim} />
          </li>
        ))}
      </ul>
    </section>
  );
}
