import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PhoneOrderResult } from '../../../../shared/schemas/phone-order.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { dashboardPaths } from '../../../lib/dashboard-paths.ts';
import { CustomerStep, type FoundCustomer } from './customer-step.tsx';
import { TakeOrderForm } from './take-order-form.tsx';

/**
 * /dashboard/take-order: staff enter an order a customer gives by phone or Messenger
 * (docs/product.md#orders-taken-by-phone): find or make the customer, then the order.
 */
export function TakeOrderPage() {
  const [found, setFound] = useState<FoundCustomer | null>(null);
  const [placed, setPlaced] = useState<PhoneOrderResult | null>(null);
  const startOver = () => {
    setFound(null);
    setPlaced(null);
  };
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Take an order"
        description="For a customer on the phone: checkout’s own prices, stock and rules."
      />
      {placed ? (
        <Outcome result={placed} onNext={startOver} />
      ) : found ? (
        <div className="space-y-6">
          <p className="flex flex-wrap items-center gap-3 rounded-box bg-base-200 p-3">
            <span className="min-w-0 flex-1">
              For <strong>{found.customer.name}</strong>, {found.customer.phone}
            </span>
            <button type="button" className="btn btn-ghost btn-sm" onClick={startOver}>
              Change customer
            </button>
          </p>
          <TakeOrderForm found={found} onPlaced={setPlaced} />
        </div>
      ) : (
        <CustomerStep onFound={setFound} />
      )}
    </div>
  );
}

function Outcome({ result, onNext }: { result: PhoneOrderResult; onNext: () => void }) {
  const { order, payLink } = result;
  // The form above was long: bring the outcome into view and to the screen reader.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="placed-heading" className="space-y-3" role="status">
      <h2 id="placed-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Order <span className="font-mono">{order.orderNumber}</span> is placed
      </h2>
      {payLink ? (
        payLink.sent ? (
          <p>The customer was sent the payment link by SMS.</p>
        ) : (
          <p className="font-medium">
            The payment link SMS was not sent: {payLink.error ?? 'the SMS gateway failed.'} Ask the
            customer to pay from My Orders after signing in by phone, or pay on delivery.
          </p>
        )
      ) : (
        <p>Cash on delivery: nothing to pay online.</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to={dashboardPaths.order(order.orderId)} className="btn btn-primary">
          Open order {order.orderNumber}
        </Link>
        <button type="button" className="btn btn-ghost" onClick={onNext}>
          Take another order
        </button>
      </div>
    </section>
  );
}
