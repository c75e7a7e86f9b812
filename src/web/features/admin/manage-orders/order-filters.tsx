import { useState, type FormEvent } from 'react';
import Search from 'lucide-react/icons/search';
import { DISTRICTS } from '../../../../shared/delivery/districts.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/schemas/checkout.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/schemas/order.ts';
import type { OrderFilterQuery } from '../../../../shared/schemas/order-detail.ts';
import { PAYMENT_METHOD_LABELS } from '../../../lib/order-labels.ts';

// Manage Orders' filters beyond status (docs/product.md#manage-orders): payment method,
// district, coupon code, and a search by order number or phone. All of them live in the address, so a
// filtered list can be bookmarked and shared.

/** The filters the address asks for; unknown values are left out. */
export function readFilters(params: URLSearchParams): OrderFilterQuery {
  const filters: OrderFilterQuery = {};
  const status = params.get('status') as OrderStatus;
  if (ORDER_STATUSES.includes(status)) filters.status = status;
  const paymentMethod = params.get('paymentMethod') as PaymentMethod;
  if (PAYMENT_METHODS.includes(paymentMethod)) filters.paymentMethod = paymentMethod;
  const district = DISTRICTS.find((d) => d.name === params.get('district'));
  if (district) filters.district = district.name;
  const q = params.get('q')?.trim();
  if (q) filters.q = q;
  const coupon = params.get('coupon')?.trim().toUpperCase();
  if (coupon && /^[A-Z0-9-]{3,32}$/.test(coupon)) filters.coupon = coupon;
  return filters;
}

interface OrderFiltersProps {
  filters: OrderFilterQuery;
  onChange: (filters: OrderFilterQuery) => void;
}

export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  const [q, setQ] = useState(filters.q ?? '');
  const [coupon, setCoupon] = useState(filters.coupon ?? '');
  const set = (key: keyof OrderFilterQuery, value: string) => {
    const next: OrderFilterQuery = { ...filters };
    if (value) Object.assign(next, { [key]: value });
    else delete next[key];
    onChange(next);
  };
  function onSearch(event: FormEvent) {
    event.preventDefault();
    set('q', q.trim());
  }
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <form role="search" onSubmit={onSearch} className="join">
        <input
          className="input join-item w-56"
          type="search"
          aria-label="Order number or phone"
          placeholder="CH-000123 or 017…"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <button type="submit" className="btn join-item" aria-label="Search orders">
          <Search className="size-4" aria-hidden="true" />
        </button>
      </form>
      <label className="space-y-1">
        <span className="block text-xs font-medium">Payment</span>
        <select
          className="select select-sm"
          value={filters.paymentMethod ?? ''}
          onChange={(event) => set('paymentMethod', event.target.value)}
        >
          <option value="">Any payment</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      </label>
      <label className="space-y-1">
        <span className="block text-xs font-medium">District</span>
        <select
          className="select select-sm"
          value={filters.district ?? ''}
          onChange={(event) => set('district', event.target.value)}
        >
          <option value="">Any district</option>
          {DISTRICTS.map((district) => (
            <option key={district.name} value={district.name}>
              {district.name} ({district.nameBn})
            </option>
          ))}
        </select>
      </label>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          set('coupon', coupon.trim().toUpperCase());
        }}
        className="space-y-1"
      >
        <label className="block text-xs font-medium" htmlFor="order-coupon-filter">
          Coupon
        </label>
        <input
          id="order-coupon-filter"
          className="input input-sm w-36"
          type="search"
          placeholder="EID-500"
          value={coupon}
          onChange={(event) => setCoupon(event.target.value)}
          onBlur={() => set('coupon', coupon.trim().toUpperCase())}
        />
      </form>
    </div>
  );
}
