import { useQuery } from '@tanstack/react-query';
import Mail from 'lucide-react/icons/mail';
import { Link, useSearchParams } from 'react-router';
import {
  NOTICE_STATUSES,
  type Notice,
  type NoticeEvent,
  type NoticeStatus,
} from '../../../../shared/schemas/notice.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { PageSpinner, Spinner } from '../../../components/spinner.tsx';
import { TableRegion } from '../../../components/table-region.tsx';
import { dashboardPaths } from '../../../lib/dashboard-paths.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { NOTICES_PAGE_SIZE, noticesQuery, useResendNotice } from '../api/notices-api.ts';

const EVENT_NAMES: Record<NoticeEvent, string> = {
  placed: 'Order placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Parcel returned',
  'payment-received': 'Payment received',
  'payment-refunded': 'Payment refunded',
};

const STATUS_LOOKS: Record<NoticeStatus, { label: string; badge: string }> = {
  queued: { label: 'Queued', badge: 'badge-info' },
  sent: { label: 'Sent', badge: 'badge-success' },
  failed: { label: 'Failed', badge: 'badge-error' },
  'not-configured': { label: 'Not sent: not configured', badge: 'badge-warning' },
};

/** /dashboard/notices: every order notice by email and SMS, with its fate (admin). */
export function NoticesPage() {
  usePageTitle('Notices');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const wanted = params.get('status');
  const status = NOTICE_STATUSES.find((s) => s === wanted);
  const { data, error, isPending, refetch } = useQuery(noticesQuery(page, status));
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / NOTICES_PAGE_SIZE));
  const hrefFor = (next: number) =>
    `?${new URLSearchParams({ ...(status && { status }), page: String(next) })}`;

  return (
    <div>
      <PageHeader
        title="Notices"
        description="The emails and SMS sent to customers (and to the shop for each new order) at every step of an order."
      />
      <div
        role="group"
        aria-label="Show notices by status"
        className="mb-4 flex flex-wrap gap-2 rounded-box border border-base-300 bg-base-200/60 p-2"
      >
        {[undefined, ...NOTICE_STATUSES].map((filter) => (
          <button
            key={filter ?? 'all'}
            type="button"
            aria-pressed={status === filter}
            className={`btn btn-sm ${status === filter ? 'btn-primary' : 'btn-ghost'}`}
            onClick={() => setParams(filter ? { status: filter } : {})}
          >
            {filter ? STATUS_LOOKS[filter].label : 'All'}
          </button>
        ))}
      </div>
      {error && !data ? (
        <QueryError error={error} what="the notices" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : data.notices.length === 0 ? (
        <EmptyState icon={Mail}>No notices yet: they appear with the first order.</EmptyState>
      ) : (
        <div className="space-y-4">
          <TableRegion label="Notices">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Order</th>
                  <th scope="col">Event</th>
                  <th scope="col">Channel</th>
                  <th scope="col">Recipient</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last error</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.notices.map((notice) => (
                  <NoticeRow key={notice.id} notice={notice} />
                ))}
              </tbody>
            </table>
          </TableRegion>
          <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
        </div>
      )}
    </div>
  );
}

function NoticeRow({ notice }: { notice: Notice }) {
  const resend = useResendNotice();
  const look = STATUS_LOOKS[notice.status];
  const mayResend = notice.status === 'failed' || notice.status === 'not-configured';
  return (
    <tr data-testid="notice-row">
      <td className="whitespace-nowrap">
        <time dateTime={notice.sentAt ?? notice.createdAt}>
          {formatDateTime(notice.sentAt ?? notice.createdAt)}
        </time>
      </td>
      <td className="whitespace-nowrap">
        <Link to={dashboardPaths.order(notice.orderId)} className="link font-mono">
          {notice.orderNumber}
        </Link>
      </td>
      <th scope="row" className="whitespace-nowrap font-medium">
        {EVENT_NAMES[notice.event]}
        {notice.audience === 'admin' ? <span className="opacity-80"> (shop copy)</span> : null}
      </th>
      <td>{notice.channel === 'email' ? 'Email' : 'SMS'}</td>
      <td className="break-all">{notice.recipient}</td>
      <td>
        <span className={`badge badge-sm whitespace-nowrap ${look.badge}`}>{look.label}</span>
      </td>
      <td>{notice.attempts}</td>
      <td className="min-w-40 break-words text-sm">{notice.lastError ?? ''}</td>
      <td>
        {mayResend ? (
          <button
            type="button"
            className="btn btn-outline btn-xs"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(notice.id, {
                onSuccess: () => toast.success('The notice is queued to be sent again.'),
                onError: (failure) => toast.error(errorMessage(failure)),
              })
            }
          >
            {resend.isPending ? <Spinner size="sm" label="Queuing" /> : null}
            Resend
          </button>
        ) : null}
      </td>
    </tr>
  );
}
