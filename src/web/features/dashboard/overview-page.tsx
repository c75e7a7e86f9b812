import { isStaffRole } from '../../../shared/schemas/auth.ts';
import { useIsAdmin } from '../../lib/auth-api.ts';
import { useSession } from '../../lib/use-session.ts';
import { AdminOverview } from './components/admin-overview.tsx';
import { LatestOrders } from './components/latest-orders.tsx';
import { PaymentFlags } from './components/payment-flags.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** /dashboard: the shop's numbers for admins, a customer's latest orders for customers. */
export function OverviewPage() {
  const { user } = useSession();
  const admin = useIsAdmin(user?.email);
  if (!user) return null;
  const isAdmin = admin.data?.admin ?? isStaffRole(user.role);
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  return (
    <div>
      <PageHeader
        title="Dashboard"
        description={
          isAdmin
            ? `Welcome back, ${firstName}. Here is how the shop is doing.`
            : `Welcome back, ${firstName}. Here are your latest orders.`
        }
      />
      {isAdmin ? <PaymentFlags /> : null}
      {isAdmin ? <AdminOverview /> : <LatestOrders email={user.email} />}
    </div>
  );
}
