import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paymentRoutes } from '../../../../shared/api/routes/payments.ts';
import { formatTk } from '../../../../shared/money.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { dashboardPaths } from '../../../lib/dashboard-paths.ts';

/** On the admin overview: orders paid online that must be refunded or reviewed. */
export function PaymentFlags() {
  const { data } = useQuery({
    queryKey: ['payments', 'flagged'],
    queryFn: ({ signal }) => apiCall(paymentRoutes.flagged, {}, { signal }),
  });
  if (!data || data.length === 0) return null;
  return (
    <section aria-label="Payments needing attention" className="mb-6 alert alert-warning block">
      <h2 className="font-semibold">Payments needing attention</h2>
      <ul className="mt-2 space-y-1">
        {data.map((order) => (
          <li key={order.orderId}>
            <Link className="link" to={dashboardPaths.order(order.orderId)}>
              {order.orderNumber}
            </Link>{' '}
            ({order.status}, paid {formatTk(order.paid)}
            {order.refunded ? `, refunded ${formatTk(order.refunded)}` : ''}):{' '}
            {order.flag === 'refund-due' ? 'refund due' : 'review the payment'}
          </li>
        ))}
      </ul>
    </section>
  );
}
