import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CATEGORY_LABELS } from '../../../../shared/categories.ts';
import { formatTk } from '../../../../shared/money.ts';
import type { Coupon } from '../../../../shared/schemas/coupon.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ERROR_TEXT } from '../../../components/form-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { dashboardPaths } from '../../../lib/dashboard-paths.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { couponListQuery, useDeleteCoupon } from '../api/coupon-admin-api.ts';
import { CouponDialog } from './coupon-dialog.tsx';

/** What the coupon takes off, in a few words. */
function offerOf(coupon: Coupon): string {
  if (coupon.kind === 'free-delivery') return 'Free delivery';
  if (coupon.kind === 'amount') return `${formatTk(coupon.value)} off`;
  const cap = coupon.maxDiscount ? `, up to ${formatTk(coupon.maxDiscount)}` : '';
  return `${coupon.value}% off${cap}`;
}

function termsOf(coupon: Coupon): string {
  const terms: string[] = [];
  if (coupon.minSubtotal > 0) terms.push(`from ${formatTk(coupon.minSubtotal)}`);
  if (coupon.scope.categories?.length) {
    terms.push(coupon.scope.categories.map((c) => CATEGORY_LABELS[c]).join(', '));
  }
  const products = coupon.scope.productIds?.length ?? 0;
  if (products) terms.push(products === 1 ? '1 product' : `${products} products`);
  if (coupon.startsAt) terms.push(`from ${formatDateTime(coupon.startsAt)}`);
  if (coupon.endsAt) terms.push(`until ${formatDateTime(coupon.endsAt)}`);
  if (coupon.maxUsesPerCustomer) terms.push(`${coupon.maxUsesPerCustomer} per customer`);
  return terms.join(' · ') || 'Whole cart, any time';
}

/** /dashboard/coupons: the owner's coupon codes, their uses, and their dialog (admin). */
export function CouponsPage() {
  const { data, error, refetch } = useQuery(couponListQuery());
  const [editing, setEditing] = useState<Coupon | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const remove = useDeleteCoupon();
  if (error && !data) {
    return <QueryError error={error} what="the coupons" onRetry={() => void refetch()} />;
  }
  if (!data) return <PageSpinner />;
  return (
    <div className="space-y-4">
      <PageHeader
        title="Coupons"
        description="Codes shoppers type in the cart or at checkout. The discount is worked out by the shop when the order is placed."
      />
      <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
        New coupon
      </button>
      {data.length === 0 ? (
        <EmptyState icon={TicketPercent} title="No coupons yet">
          Create a code for your next offer: percent or Taka off, or free delivery.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Coupons">
          {data.map((coupon) => (
            <li
              key={coupon.id}
              className="card border border-base-300 bg-base-100"
              data-testid="coupon-card"
            >
              <div className="card-body gap-2 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-mono text-lg font-bold">{coupon.code}</h2>
                  <span className={`badge ${coupon.active ? 'badge-success' : 'badge-ghost'}`}>
                    {coupon.active ? 'On' : 'Off'}
                  </span>
                </div>
                <p className="font-semibold">{offerOf(coupon)}</p>
                <p className="text-sm opacity-80">{termsOf(coupon)}</p>
                <p className="text-sm">
                  Used {coupon.uses}
                  {coupon.maxUses ? ` of ${coupon.maxUses}` : ''} ·{' '}
                  <Link
                    className="link"
                    to={`${dashboardPaths.manageOrders}?coupon=${encodeURIComponent(coupon.code)}`}
                  >
                    its orders
                  </Link>
                </p>
                <div className="card-actions justify-end">
                  <button type="button" className="btn btn-sm" onClick={() => setEditing(coupon)}>
                    Edit
                  </button>
                  <button
                    type="button"
                    // daisyUI's red on white is under AA for small text (axe, dashboard-a11y.spec.ts).
                    className={`btn btn-ghost btn-sm ${ERROR_TEXT}`}
                    onClick={() => setDeleting(coupon)}
                  >
                    Delete
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing !== null ? (
        <CouponDialog
          coupon={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.code}?`}
          confirmLabel="Delete coupon"
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success(`Coupon ${deleting.code} deleted`);
                setDeleting(null);
              },
            })
          }
        >
          <p>Shoppers will be told the code is unknown. Orders that used it keep their discount.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
