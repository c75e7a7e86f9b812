import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { stockAlertRoutes } from '../../../shared/api/routes/stock-alerts.ts';
import { paths } from '../../../shared/paths.ts';
import { FormError } from '../../components/form-field.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { apiCall } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export const STOP_LINK_INVALID =
  'This link to stop alerts is not complete. Open it again from the SMS or mail you received.';

/**
 * /stock-alerts/stop?token=…: the link every back-in-stock SMS and mail carries. The alerts
 * stop only when the reader presses the button, never on opening: phones and mail scanners
 * open links on their own, and must not stop alerts a shopper still wants.
 */
export function StopAlertsPage() {
  usePageTitle('Stop back-in-stock alerts');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const stop = useMutation({
    mutationFn: () => apiCall(stockAlertRoutes.stop, { body: { token } }),
  });

  if (stop.isSuccess) {
    const { contact, stopped } = stop.data;
    return (
      <StopCard title="Alerts stopped">
        <p role="status" className="text-center">
          {stopped === 0
            ? `No alerts were waiting for ${contact}: nothing more will be sent.`
            : `Done: ${stopped === 1 ? 'the alert' : `${stopped} alerts`} waiting for ${contact} ${stopped === 1 ? 'is' : 'are'} stopped. Nothing more will be sent.`}
        </p>
        <Link to={paths.products} className="btn btn-primary w-full">
          Continue shopping
        </Link>
      </StopCard>
    );
  }
  return (
    <StopCard title="Stop back-in-stock alerts">
      {token ? (
        <>
          <p className="text-center">
            Stop every alert still waiting for this phone number or email. You can ask again on any
            product page.
          </p>
          <FormError message={stop.error?.message} />
          <button
            type="button"
            className="btn btn-primary w-full"
            disabled={stop.isPending}
            onClick={() => stop.mutate()}
          >
            {stop.isPending ? <Spinner size="sm" label="Stopping" /> : null}
            Stop my alerts
          </button>
        </>
      ) : (
        <FormError message={STOP_LINK_INVALID} />
      )}
    </StopCard>
  );
}

/** A small centred card under the page's one heading, as the other pages a link opens. */
function StopCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <h1 className="card-title justify-center text-2xl">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
