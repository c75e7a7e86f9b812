import { isStaffRole, type User } from '../../shared/schemas/auth.ts';

const ROLE_NAMES: Record<User['role'], string> = {
  owner: 'Owner',
  admin: 'Admin',
  customer: 'Customer',
};

/** What an account is, in the words the dashboard uses everywhere. */
export function RoleBadge({ role, className = '' }: { role: User['role']; className?: string }) {
  return (
    <span
      className={`badge ${isStaffRole(role) ? 'badge-primary' : 'badge-ghost'} ${className}`.trim()}
    >
      {ROLE_NAMES[role]}
    </span>
  );
}
