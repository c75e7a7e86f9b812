import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import History from 'lucide-react/icons/history';
import { ACTIVITY_PAGE_SIZE, type ActivityAction } from '../../../../shared/schemas/activity.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { TableRegion } from '../../../components/table-region.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { activityQuery } from '../api/moderation-api.ts';

const ACTION_NAMES: Record<ActivityAction, string> = {
  'make-admin': 'Made admin',
  'remove-admin': 'Removed admin',
  'delete-user': 'Deleted user',
  'hide-review': 'Hid review',
  'restore-review': 'Restored review',
  'delete-review': 'Deleted review',
  'delete-product': 'Deleted product',
  'restore-product': 'Restored product',
  'take-order': 'Took an order by phone',
  'price-change': 'Changed price',
  'settings-change': 'Changed settings',
};

/** /dashboard/activity: what staff did to accounts, reviews and products; the owner's alone. */
export function ActivityPage() {
  usePageTitle('Activity');
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isPending, refetch } = useQuery(activityQuery(page));
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / ACTIVITY_PAGE_SIZE));

  return (
    <div>
      <PageHeader
        title="Activity"
        description="Who made or removed admins, moderated reviews, changed prices or settings, and deleted or restored products and users."
      />
      {error && !data ? (
        <QueryError error={error} what="the activity log" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : data.items.length === 0 ? (
        <EmptyState icon={History}>Nothing has happened yet.</EmptyState>
      ) : (
        <div className="space-y-4">
          <TableRegion label="Activity">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Whom</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((entry) => (
                  <tr key={entry._id} data-testid="activity-row">
                    <td className="whitespace-nowrap">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                    <td className="break-all">{entry.actor}</td>
                    <th scope="row" className="whitespace-nowrap font-medium">
                      {ACTION_NAMES[entry.action]}
                    </th>
                    <td className="min-w-40 break-words">{entry.target}</td>
                    <td className="min-w-40">{entry.details}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <Pagination page={page} pageCount={pageCount} hrefFor={(number) => `?page=${number}`} />
        </div>
      )}
    </div>
  );
}
