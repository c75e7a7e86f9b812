import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatTk } from '../../../shared/money.ts';
import { PrintDocument } from '../../components/print-document.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { dashboardPaths } from '../../lib/dashboard-paths.ts';
import { formatDate } from '../../lib/format-date.ts';
import {
  DELIVERY_METHOD_LABELS,
  PAYMENT_METHOD_LABELS,
  emiPlanWords,
} from '../../lib/order-labels.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useShop } from '../../lib/use-shop.ts';
import { OrderLines, OrderTotals } from './order-lines.tsx';
import { orderDetailQuery } from './api/order-api.ts';

/**
 * An order's invoice at /dashboard/orders/:id/invoice (docs/product.md#invoice), laid out for
 * paper: printing it prints the invoice alone (the print stylesheet leaves the site out).
 */
export default function InvoicePage() {
  const { id = '' } = useParams();
  const { data: order, error, isPending, refetch } = useQuery(orderDetailQuery(id));
  // The shop's name, address and phone as the owner set them in Settings.
  const shop = useShop();
  usePageTitle(order ? `Invoice ${order.orderNumber}` : 'Invoice');

  if (error) return <QueryError error={error} what="this invoice" onRetry={() => void refetch()} />;
  if (isPending) return <PageSpinner />;
  const { delivery, contact } = order;
  const cashDue = order.payment.method === 'cod' && order.payment.status === 'due';
  // A delivery charge paid online in advance comes off what the courier collects.
  const paidFirst =
    order.advance?.status === 'paid' ? `paid in advance ${formatTk(order.advance.amount)}, ` : '';
  return (
    <PrintDocument
      label={`Invoice ${order.orderNumber}`}
      back={{ to: dashboardPaths.order(order._id), words: 'Back to the order' }}
      className="max-w-3xl space-y-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-2xl font-bold">{shop.name}</p>
          <address className="text-sm not-italic leading-relaxed">
            {shop.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block">{shop.phone}</span>
          </address>
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-bold">Invoice</h1>
          <p className="font-mono text-lg">{order.orderNumber}</p>
          <p className="text-sm">{formatDate(order.createdAt)}</p>
        </div>
      </header>
      <section aria-label="Deliver to" className="text-sm leading-relaxed">
        <h2 className="font-semibold">Deliver to</h2>
        <p>
          {contact.name}, {contact.phone}
        </p>
        <p>{[delivery.line, delivery.area, delivery.district].filter(Boolean).join(', ')}</p>
        <p>
          {DELIVERY_METHOD_LABELS[delivery.method]}
          {delivery.pickupPoint ? `: ${delivery.pickupPoint.name}` : ''}
        </p>
      </section>
      <OrderLines order={order} pictures={false} />
      <OrderTotals order={order} />
      <p className="rounded-box border-2 border-current p-4 text-lg font-bold">
        {cashDue
          ? `Cash on Delivery: ${paidFirst}amount to collect ${formatTk(order.cashToCollect)}${order.deliveryCharge === null ? ' plus delivery' : ''}`
          : `${PAYMENT_METHOD_LABELS[order.payment.method]}: ${order.payment.status === 'paid' ? 'paid' : 'nothing to collect'}`}
        {order.emi ? (
          <span className="block text-base font-normal" data-testid="invoice-emi">
            {emiPlanWords(order.emi)}; the bank collects the instalments.
          </span>
        ) : null}
      </p>
      <p className="text-center text-sm">Thank you for shopping at {shop.name}.</p>
    </PrintDocument>
  );
}
