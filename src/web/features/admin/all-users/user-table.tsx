import type { User } from '../../../../shared/schemas/auth.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { UserActions, type UserActionsProps } from './user-parts.tsx';
import { TableRegion } from '../../../components/table-region.tsx';

interface UserListProps extends UserActionsProps {
  users: User[];
  myEmail: string;
  className?: string;
}

const You = () => <span className="ml-1 text-xs font-normal opacity-80">(you)</span>;
const None = () => (
  <span className="opacity-60">
    <span aria-hidden="true">—</span>
    <span className="sr-only">none</span>
  </span>
);

/** The user list as a table, for wider screens; it scrolls sideways when narrow. */
export function UserTable({ users, myEmail, className = '', ...actions }: UserListProps) {
  return (
    <TableRegion label="Users" className={className}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Role</th>
            <th scope="col">Signed up</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user._id} className="hover:bg-base-200/50" data-testid="user-row">
              <th scope="row" className="min-w-36 font-medium">
                {user.name}
                {user.email === myEmail ? <You /> : null}
              </th>
              <td>{user.email ?? <None />}</td>
              <td className="whitespace-nowrap">{user.phone ?? <None />}</td>
              <td>
                <RoleBadge role={user.role} />
              </td>
              <td className="whitespace-nowrap">{formatDate(user.createdAt)}</td>
              <td>
                <UserActions user={user} myEmail={myEmail} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** The same list as cards, for phones. */
export function UserCards({ users, myEmail, className = '', ...actions }: UserListProps) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {users.map((user) => (
        <li key={user._id} className="rounded-box border border-base-300 bg-base-100 p-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 className="font-medium">
                {user.name}
                {user.email === myEmail ? <You /> : null}
              </h2>
              {user.email ? <p className="text-sm break-all opacity-80">{user.email}</p> : null}
              {user.phone ? <p className="text-sm opacity-80">{user.phone}</p> : null}
              <p className="text-xs opacity-80">Signed up {formatDate(user.createdAt)}</p>
            </div>
            <RoleBadge role={user.role} />
          </div>
          <div className="mt-2 border-t border-base-300 pt-2">
            <UserActions user={user} myEmail={myEmail} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
