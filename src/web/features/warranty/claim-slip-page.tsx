import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CLAIM_STATE_LABELS } from '../../../shared/warranty-desk.ts';
import { formatWarranty } from '../../../shared/warranty.ts';
import { PrintDocument } from '../../components/print-document.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { dashboardPaths } from '../../lib/dashboard-paths.ts';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useShop } from '../../lib/use-shop.ts';
import { claimQuery } from './api/warranty-desk-api.ts';
import { Barcode } from './barcode.tsx';

/**
 * The claim slip at /dashboard/warranty-claims/:id/slip, laid out for paper as the invoice is:
 * the customer keeps it, and the counter scans its barcode to find the claim.
 */
export function ClaimSlipPage() {
  const { id = '' } = useParams();
  const { data: claim, error, isPending, refetch } = useQuery(claimQuery(id));
  const shop = useShop();
  usePageTitle(claim ? `Claim slip ${claim.claimNumber}` : 'Claim slip');
  if (error) return <QueryError error={error} what="this claim" onRetry={() => void refetch()} />;
  if (isPending) return <PageSpinner />;
  const { warranty } = claim;
  return (
    <PrintDocument
      label={`Claim slip ${claim.claimNumber}`}
      back={{ to: dashboardPaths.warrantyClaim(claim.id), words: 'Back to the claim' }}
      className="max-w-2xl space-y-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-2xl font-bold">{shop.name}</p>
          <p className="text-sm">{shop.phone}</p>
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-bold">Warranty claim</h1>
          <p className="text-sm">{formatDateTime(claim.openedAt)}</p>
        </div>
      </header>
      <div className="flex justify-center">
        <Barcode text={claim.claimNumber} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">Customer</dt>
        <dd>
          {claim.customer.name}
          {claim.customer.phone ? `, ${claim.customer.phone}` : ''}
        </dd>
        <dt className="font-semibold">Product</dt>
        <dd>{warranty.product.name}</dd>
        <dt className="font-semibold">Serial</dt>
        <dd className="font-mono break-all">{claim.serial}</dd>
        {claim.orderNumber ? (
          <>
            <dt className="font-semibold">Order</dt>
            <dd>{claim.orderNumber}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Sold</dt>
        <dd>{formatDate(warranty.soldOn)}</dd>
        <dt className="font-semibold">Warranty</dt>
        <dd>
          {formatWarranty({ months: warranty.warrantyMonths, kind: warranty.warrantyKind })}
          {warranty.warrantyUntil ? `, until ${formatDate(warranty.warrantyUntil)}` : ''}
        </dd>
        <dt className="font-semibold">State</dt>
        <dd>{CLAIM_STATE_LABELS[claim.state]}</dd>
      </dl>
      <section aria-label="Problem">
        <h2 className="font-semibold">Problem as told</h2>
        <p className="whitespace-pre-line">{claim.problem}</p>
      </section>
      <p className="rounded-box border-2 border-current p-3 text-sm">
        Keep this slip: bring it to collect the unit. We send an SMS at each step of the claim, and
        anyone can check it at {shop.name}&apos;s warranty page with the serial number.
      </p>
    </PrintDocument>
  );
}
