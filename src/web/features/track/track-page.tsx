import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { noticeRoutes } from '../../../shared/api/routes/notices.ts';
import { paths } from '../../../shared/paths.ts';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import { trackRequestSchema, type TrackAnswer } from '../../../shared/schemas/notice.ts';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import { FormError, TextField } from '../../components/form-field.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { CentredCard } from '../../components/centred-card.tsx';
import { CourierTrackingLink } from '../../components/courier-tracking-link.tsx';
import { apiCall } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

type TrackInput = z.input<typeof trackRequestSchema>;
type TrackRequest = z.output<typeof trackRequestSchema>;

/**
 * /track: an order's status and timeline, and the courier's tracking code, for anyone
 * with its number and phone (docs/product.md#order-tracking). No sign-in needed.
 */
export function TrackPage() {
  usePageTitle('Track your order');
  const [searchParams, setSearchParams] = useSearchParams();
  const lookup = useMutation({
    mutationFn: ({ number, phone }: TrackRequest) =>
      apiCall(noticeRoutes.track, { body: { number: formatOrderNumber(number), phone } }),
  });
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<TrackInput, unknown, TrackRequest>({
    resolver: zodResolver(trackRequestSchema),
    // An order page's "Track this order" link brings its number along.
    defaultValues: { number: searchParams.get('number') ?? '' },
  });
  const onSubmit = handleSubmit((input) => lookup.mutate(input));

  // The page comes drawn from the server, so a shopper on a slow phone can send the form
  // before its code runs: the browser then sends it itself, as ?number=…&phone=…. Finish
  // that lookup here, and keep the phone out of the address bar and the history.
  const sentPhone = searchParams.get('phone');
  const finishedLookup = useRef(false);
  useEffect(() => {
    if (sentPhone === null || finishedLookup.current) return;
    finishedLookup.current = true;
    setValue('phone', sentPhone);
    void onSubmit();
    setSearchParams(
      (address) => {
        address.delete('phone');
        return address;
      },
      { replace: true },
    );
  }, [sentPhone, setValue, onSubmit, setSearchParams]);

  return (
    <CentredCard title="Track your order">
      <form
        noValidate
        method="get"
        action={paths.track}
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-4"
      >
        <p className="text-sm">
          Type your order number (from your SMS or email) and the phone number you ordered with.
        </p>
        <TextField
          label="Order number"
          placeholder="CH-000123"
          autoComplete="off"
          error={errors.number?.message}
          {...register('number')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="01712345678"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormError message={lookup.error?.message} />
        <button type="submit" className="btn btn-primary w-full" disabled={lookup.isPending}>
          {lookup.isPending ? <Spinner size="sm" label="Looking up" /> : null}
          Track order
        </button>
      </form>
      {lookup.data ? (
        <TrackResult answer={lookup.data} phone={lookup.variables?.phone ?? ''} />
      ) : null}
    </CentredCard>
  );
}

function TrackResult({ answer, phone }: { answer: TrackAnswer; phone: string }) {
  return (
    <section aria-label="Your order" className="space-y-3 border-t border-base-300 pt-4">
      <h2 className="flex flex-wrap items-center gap-2 font-semibold">
        Order <span className="font-mono">{answer.orderNumber}</span>
        <OrderStatusBadge status={answer.status} />
      </h2>
      {answer.trackingCode ? (
        <p data-testid="tracking-code">
          {answer.courier}, tracking code <span className="font-mono">{answer.trackingCode}</span>
        </p>
      ) : null}
      <CourierTrackingLink
        courier={answer.courier}
        trackingCode={answer.trackingCode}
        phone={phone}
      />
      <ol className="space-y-2" aria-label="Timeline">
        {answer.events.map((event, index) => (
          // An event that keeps the status reads under its step, without the badge again.
          <li
            key={`${event.at}-${index}`}
            className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${event.continues ? 'ml-4 border-l-2 border-base-300 pl-3' : ''}`}
          >
            {event.continues ? null : <OrderStatusBadge status={event.status} />}
            {event.courierNote ? <span className="text-sm">{event.courierNote}</span> : null}
            <time className="text-sm opacity-80" dateTime={event.at}>
              {formatDateTime(event.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
