import { useSession } from '../auth/use-session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

// A stand-in so the navbar's Dashboard link leads somewhere; the dashboard itself
// (side menu, orders, reviews, admin pages) replaces this file.
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-box border border-base-300 bg-base-100 p-6">
        <dt className="font-medium">Name</dt>
        <dd>{user.name}</dd>
        <dt className="font-medium">Email</dt>
        <dd>{user.email}</dd>
        <dt className="font-medium">Role</dt>
        <dd>{user.role === 'admin' ? 'Admin' : 'Customer'}</dd>
      </dl>
      <p>Your orders, reviews and profile will be here soon: the dashboard is coming.</p>
    </div>
  );
}
