import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import type { User } from '../../../shared/schemas/auth.ts';
import { RoleBadge } from '../../components/role-badge.tsx';
import { profileQuery } from '../profile/api/profile-api.ts';
import { MENU_GROUPS, MENU_GROUP_LABELS, menuItems } from './menu-items.ts';

interface DashboardMenuProps {
  user: User;
  isAdmin: boolean;
  /** Called when a link is followed, so the phone drawer can close. */
  onNavigate: () => void;
}

function Avatar({ name, photoUrl }: { name: string; photoUrl: string | null | undefined }) {
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-full bg-base-200 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-12 shrink-0 place-items-center rounded-full bg-primary text-lg font-bold text-primary-content"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** Who is signed in, and the dashboard's pages they may open. */
export function DashboardMenu({ user, isAdmin, onNavigate }: DashboardMenuProps) {
  // The photo lives on the profile, not on the session; name and email come from
  // the session so they show at once.
  const profile = useQuery(profileQuery());
  const items = menuItems.filter(
    (item) => (isAdmin || !item.adminOnly) && (!item.ownerOnly || user.role === 'owner'),
  );
  return (
    <nav
      aria-label="Dashboard"
      className="flex min-h-full w-72 flex-col gap-4 bg-base-100 p-4 lg:min-h-0 lg:w-64 lg:rounded-box lg:border lg:border-base-300"
    >
      <div className="flex items-center gap-3 p-2">
        <Avatar name={user.name} photoUrl={profile.data?.photoUrl} />
        <span className="min-w-0">
          <span className="block truncate font-semibold" data-testid="dashboard-user-name">
            {user.name}
          </span>
          <span className="block truncate text-sm opacity-80">{user.email ?? user.phone}</span>
          <RoleBadge role={user.role} className="badge-sm mt-1" />
        </span>
      </div>
      {/* One list per section, each named by its heading, so a screen reader announces
          the section and the keyboard still moves link by link. */}
      <div className="flex flex-col gap-3">
        {MENU_GROUPS.map((group) => {
          const entries = items.filter((item) => item.group === group);
          if (entries.length === 0) return null;
          const headingId = `dashboard-menu-${group.toLowerCase()}`;
          return (
            <section key={group} aria-labelledby={headingId}>
              <h2
                id={headingId}
                className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide opacity-80"
              >
                {MENU_GROUP_LABELS[group]}
              </h2>
              <ul className="menu w-full gap-1 p-0">
                {entries.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      end
                      onClick={onNavigate}
                      className={({ isActive }) => (isActive ? 'menu-active font-semibold' : '')}
                    >
                      <Icon className="size-5" aria-hidden="true" />
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </nav>
  );
}
