import type { ReactNode } from 'react';
import type { OrderDetail } from '../../../shared/schemas/order-detail.ts';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { CourierTrackingLink } from '../../components/courier-tracking-link.tsx';
import {
  DELIVERY_METHOD_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LOOKS,
  emiPlanWords,
  advanceWords,
} from '../../lib/order-labels.ts';

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="space-y-2 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Where the order goes and how: method, zone, district, area, street, pickup point. */
export function DeliveryFacts({ order }: { order: OrderDetail }) {
  const { delivery, contact } = order;
  const place = [delivery.area, delivery.district].filter(Boolean).join(', ');
  return (
    <Box title="Delivery">
      <p className="font-medium">
        {DELIVERY_METHOD_LABELS[delivery.method]}
        {delivery.zone ? <span className="opacity-80"> · {delivery.zone}</span> : null}
      </p>
      <address className="not-italic leading-relaxed">
        {contact.name}
        <br />
        {contact.phone}
        <br />
        {delivery.line}
        {place ? (
          <>
            <br />
            {place}
          </>
        ) : null}
      </address>
      {order.takenBy ? (
        <p className="text-sm" data-testid="taken-by">
          Taken by phone by <span className="font-medium">{order.takenBy}</span>
        </p>
      ) : null}
      {delivery.pickupPoint ? (
        <p className="text-sm">
          Pick up at <span className="font-medium">{delivery.pickupPoint.name}</span>,{' '}
          {delivery.pickupPoint.address}
        </p>
      ) : null}
      {order.trackingCode ? (
        <p className="text-sm" data-testid="parcel">
          Sent with <span className="font-medium">{order.courier}</span>, tracking code{' '}
          <span className="font-mono">{order.trackingCode}</span>
        </p>
      ) : null}
      <CourierTrackingLink
        courier={order.courier}
        trackingCode={order.trackingCode}
        phone={contact.phone}
      />
    </Box>
  );
}

export function PaymentFacts({ order }: { order: OrderDetail }) {
  const look = PAYMENT_STATUS_LOOKS[order.payment.status];
  const advance = advanceWords(order);
  return (
    <Box title="Payment">
      <p className="flex flex-wrap items-center gap-2">
        {PAYMENT_METHOD_LABELS[order.payment.method]}
        <span className={`badge ${look.badge}`} data-testid="payment-status">
          {look.label}
        </span>
      </p>
      {advance ? (
        <p className="mt-1 text-sm" data-testid="payment-advance">
          {advance}
        </p>
      ) : null}
      {order.emi ? (
        <p className="mt-1 text-sm" data-testid="payment-emi">
          {emiPlanWords(order.emi)}
        </p>
      ) : null}
    </Box>
  );
}

/** Every status the order reached, oldest first, with when, who and why; events that keep
 * the status sit under their step. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  return (
    <Box title="Timeline">
      <ol className="space-y-3">
        {order.events.map((event, index) => (
          // An event that keeps the status reads under its step, without the badge again.
          <li
            key={`${event.at}-${index}`}
            className={`flex flex-wrap items-start gap-x-3 gap-y-1 ${event.continues ? 'ml-4 border-l-2 border-base-300 pl-3' : ''}`}
          >
            {event.continues ? null : <OrderStatusBadge status={event.status} />}
            <span className="text-sm">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              <span className="opacity-80">
                {' '}
                · {event.actor.name ?? 'The shop'}
                {event.actor.role === 'admin' ? ' (staff)' : ''}
              </span>
              {event.note ? <span className="block opacity-80">{event.note}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </Box>
  );
}
