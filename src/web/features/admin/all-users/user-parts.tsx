import ShieldCheck from 'lucide-react/icons/shield-check';
import Trash2 from 'lucide-react/icons/trash-2';
import type { User } from '../../../../shared/schemas/auth.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { ERROR_TEXT } from '../../auth/auth-form-parts.tsx';

export interface UserActionsProps {
  /** The email being made admin right now, if any. */
  promoting: string | undefined;
  onMakeAdmin: (user: User) => void;
  onDelete: (user: User) => void;
}

export function RoleBadge({ role }: { role: User['role'] }) {
  return (
    <span className={`badge ${role === 'admin' ? 'badge-primary' : 'badge-ghost'}`}>
      {role === 'admin' ? 'Admin' : 'Customer'}
    </span>
  );
}

/** Make Admin (not offered to admins, spec §6) and Delete; the email names each button. */
export function UserActions({
  user,
  promoting,
  onMakeAdmin,
  onDelete,
}: UserActionsProps & { user: User }) {
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {user.role === 'admin' ? null : (
        <button
          type="button"
          className="btn btn-outline btn-primary btn-sm whitespace-nowrap"
          disabled={promoting !== undefined}
          onClick={() => onMakeAdmin(user)}
        >
          {promoting === user.email ? (
            <Spinner size="sm" label="Making admin" />
          ) : (
            <ShieldCheck className="size-4" aria-hidden="true" />
          )}
          Make Admin<span className="sr-only"> {user.email}</span>
        </button>
      )}
      <button
        type="button"
        className={`btn btn-ghost btn-sm ${ERROR_TEXT}`}
        onClick={() => onDelete(user)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete<span className="sr-only"> {user.email}</span>
      </button>
    </div>
  );
}
