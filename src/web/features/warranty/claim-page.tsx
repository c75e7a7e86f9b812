import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import Printer from 'lucide-react/icons/printer';
import { ClaimStateBadge, ClaimSteps } from '../../components/claim-steps.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { dashboardPaths } from '../../lib/dashboard-paths.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { claimQuery } from './api/warranty-desk-api.ts';
import { ClaimMoveForm } from './claim-move-form.tsx';
import { WarrantyUnitCard } from './warranty-unit-card.tsx';

/**
 * One claim at /dashboard/warranty-claims/:id for staff: the unit and its warranty, the
 * customer, the problem and photos, the steps so far and the move to the next one.
 */
export function ClaimPage() {
  const { id = '' } = useParams();
  const { data: claim, error, isPending, refetch } = useQuery(claimQuery(id));
  if (error) return <QueryError error={error} what="this claim" onRetry={() => void refetch()} />;
  if (isPending) return <PageSpinner />;
  return (
    <div className="space-y-6">
      <PageHeader
        title={`Claim ${claim.claimNumber}`}
        description={
          <>
            Opened {formatDateTime(claim.openedAt)}, open for {claim.daysOpen} days
          </>
        }
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <ClaimStateBadge state={claim.state} />
            <Link to={dashboardPaths.claimSlip(claim.id)} className="btn btn-outline btn-sm">
              <Printer className="size-4" aria-hidden="true" />
              Claim slip
            </Link>
            <Link to={dashboardPaths.warrantyClaims} className="btn btn-ghost btn-sm">
              All claims
            </Link>
          </div>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <WarrantyUnitCard unit={claim.warranty} />
        <section
          aria-labelledby="claim-customer"
          className="space-y-2 rounded-box border border-base-300 p-4"
        >
          <h2 id="claim-customer" className="font-semibold">
            Customer and problem
          </h2>
          <p>
            {claim.customer.name}
            {claim.customer.phone ? (
              <a href={`tel:${claim.customer.phone}`} className="link ml-2">
                {claim.customer.phone}
              </a>
            ) : null}
          </p>
          {claim.orderNumber ? <p className="text-sm">Order {claim.orderNumber}</p> : null}
          <p className="whitespace-pre-line">{claim.problem}</p>
          {claim.images.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Photos">
              {claim.images.map((image, index) => (
                <li key={image}>
                  <a href={image} target="_blank" rel="noreferrer" className="block">
                    <img
                      src={image}
                      alt={`The fault, ${index + 1} of ${claim.images.length}`}
                      className="size-24 rounded object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
      <section
        aria-labelledby="claim-steps"
        className="grid gap-6 rounded-box border border-base-300 bg-base-100 p-4 lg:grid-cols-2"
      >
        <div className="space-y-3">
          <h2 id="claim-steps" className="font-semibold">
            Steps
          </h2>
          <ClaimSteps claim={claim} withActors />
        </div>
        <div className="space-y-3">
          <h2 className="font-semibold">Next step</h2>
          <ClaimMoveForm key={claim.state} claim={claim} />
        </div>
      </section>
    </div>
  );
}
