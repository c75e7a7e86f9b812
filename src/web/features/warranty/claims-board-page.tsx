import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import Plus from 'lucide-react/icons/plus';
import type { ClaimSummary } from '../../../shared/schemas/warranty-desk.ts';
import {
  CLAIM_STATES,
  CLAIM_STATE_LABELS,
  type ClaimState,
} from '../../../shared/warranty-desk.ts';
import { ClaimStateBadge } from '../../components/claim-steps.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { SelectField, TextField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { TableRegion } from '../../components/table-region.tsx';
import { dashboardPaths } from '../../lib/dashboard-paths.ts';
import { formatDate } from '../../lib/format-date.ts';
import { KEEP_SCROLL } from '../../lib/keep-scroll.ts';
import { claimsBoardQuery, type ClaimBoardFilters } from './api/warranty-desk-api.ts';
import { CounterClaimForm } from './counter-claim-form.tsx';

function readFilters(params: URLSearchParams): ClaimBoardFilters {
  const state = params.get('state');
  const brand = params.get('brand')?.trim();
  return {
    ...(CLAIM_STATES.includes(state as ClaimState) && { state: state as ClaimState }),
    ...(brand && { brand }),
  };
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

function ClaimLink({ claim }: { claim: ClaimSummary }) {
  return (
    <Link to={dashboardPaths.warrantyClaim(claim.id)} className="link font-mono font-semibold">
      {claim.claimNumber}
    </Link>
  );
}

/**
 * /dashboard/warranty-claims: every claim, the oldest first, by state and brand, with how
 * long each has been open (docs/product.md#warranty-desk); staff open one at the counter here.
 */
export function ClaimsBoardPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { data, error, isPending, refetch } = useQuery(claimsBoardQuery(filters));
  const [brand, setBrand] = useState(filters.brand ?? '');
  const [opening, setOpening] = useState(false);
  const setFilters = (next: ClaimBoardFilters) =>
    setParams(new URLSearchParams({ ...next }), { state: KEEP_SCROLL });
  const claims = data?.claims ?? [];

  return (
    <div className="space-y-4">
      <PageHeader
        title="Warranty claims"
        description="Every claim, the oldest first, until the unit is back with its customer."
        actions={
          <button
            type="button"
            className="btn btn-primary btn-sm"
            aria-expanded={opening}
            onClick={() => setOpening((now) => !now)}
          >
            <Plus className="size-4" aria-hidden="true" />
            Open a claim at the counter
          </button>
        }
      />
      {opening ? <CounterClaimForm onCancel={() => setOpening(false)} /> : null}
      <form
        role="search"
        aria-label="Filter the claims"
        className="flex flex-wrap items-end gap-3 rounded-box border border-base-300 bg-base-200/60 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          const { brand: _old, ...others } = filters;
          setFilters(brand.trim() ? { ...others, brand: brand.trim() } : others);
        }}
      >
        <div className="w-full sm:w-56">
          <SelectField
            label="State"
            value={filters.state ?? ''}
            onChange={(event) => {
              const { state: _old, ...others } = filters;
              const state = event.target.value as ClaimState | '';
              setFilters(state ? { ...others, state } : others);
            }}
          >
            <option value="">Every state</option>
            {CLAIM_STATES.map((state) => (
              <option key={state} value={state}>
                {CLAIM_STATE_LABELS[state]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="w-full sm:w-56">
          <TextField
            label="Brand"
            value={brand}
            onChange={(event) => setBrand(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-sm mb-1">
          Filter by brand
        </button>
      </form>
      <p aria-live="polite" className="text-sm font-medium" data-testid="claim-count">
        {data ? `${claims.length} ${claims.length === 1 ? 'claim' : 'claims'}` : null}
      </p>
      {error && !data ? (
        <QueryError error={error} what="the claims" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : claims.length === 0 ? (
        <EmptyState>
          {filters.state || filters.brand ? 'No claims match these filters.' : 'No claims yet.'}
        </EmptyState>
      ) : (
        <>
          <TableRegion label="Claims" className="hidden md:block">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Claim</th>
                  <th scope="col">Product</th>
                  <th scope="col">Serial</th>
                  <th scope="col">Customer</th>
                  <th scope="col">State</th>
                  <th scope="col" className="text-right">
                    Open for
                  </th>
                  <th scope="col">Opened</th>
                </tr>
              </thead>
              <tbody>
                {claims.map((claim) => (
                  <tr key={claim.id}>
                    <th scope="row">
                      <ClaimLink claim={claim} />
                    </th>
                    <td>
                      {claim.product.name}
                      <span className="block text-xs opacity-80">{claim.product.brand}</span>
                    </td>
                    <td className="font-mono text-sm break-all">{claim.serial}</td>
                    <td>
                      {claim.customer.name}
                      <span className="block text-xs opacity-80">{claim.customer.phone}</span>
                    </td>
                    <td>
                      <ClaimStateBadge state={claim.state} />
                    </td>
                    <td className="text-right tabular-nums">{days(claim.daysOpen)}</td>
                    <td className="whitespace-nowrap">{formatDate(claim.openedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <ul className="space-y-3 md:hidden" aria-label="Claims">
            {claims.map((claim) => (
              <li
                key={claim.id}
                className="space-y-1 rounded-box border border-base-300 bg-base-100 p-4"
              >
                <div className="flex items-center justify-between gap-2">
                  <ClaimLink claim={claim} />
                  <ClaimStateBadge state={claim.state} />
                </div>
                <p>
                  {claim.product.name}{' '}
                  <span className="text-sm opacity-80">({claim.product.brand})</span>
                </p>
                <p className="font-mono text-sm break-all">{claim.serial}</p>
                <p className="text-sm opacity-80">
                  {claim.customer.name}, open for {days(claim.daysOpen)}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
