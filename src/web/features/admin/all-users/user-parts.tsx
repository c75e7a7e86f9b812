import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldMinus from 'lucide-react/icons/shield-minus';
import Trash2 from 'lucide-react/icons/trash-2';
import { accountKeyOf } from '../../../../shared/account-key.ts';
import { isStaffRole, type User } from '../../../../shared/schemas/auth.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { ERROR_TEXT } from '../../../components/form-field.tsx';

export interface UserActionsProps {
  /** The email being made admin right now, if any. */
  promoting: string | undefined;
  onMakeAdmin: (user: User) => void;
  onRemoveAdmin: (user: User) => void;
  onDelete: (user: User) => void;
}

/**
 * Make Admin (for customers), Remove Admin (for admins; never the owner, nor yourself) and
 * Delete (never offered for the owner, whom nobody can delete); the email (or, for an account
 * with only a phone, the phone) names each button. An account without an email cannot be made
 * admin: staff sign in with an email and a password, never by a code alone.
 */
export function UserActions({
  user,
  myEmail,
  promoting,
  onMakeAdmin,
  onRemoveAdmin,
  onDelete,
}: UserActionsProps & { user: User; myEmail: string }) {
  const key = accountKeyOf(user);
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {user.role === 'admin' && user.email !== myEmail ? (
        <button
          type="button"
          className="btn btn-outline btn-sm whitespace-nowrap"
          onClick={() => onRemoveAdmin(user)}
        >
          <ShieldMinus className="size-4" aria-hidden="true" />
          Remove Admin<span className="sr-only"> {key}</span>
        </button>
      ) : null}
      {isStaffRole(user.role) || user.email === null ? null : (
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
          Make Admin<span className="sr-only"> {key}</span>
        </button>
      )}
      {user.role === 'owner' ? null : (
        <button
          type="button"
          className={`btn btn-ghost btn-sm ${ERROR_TEXT}`}
          onClick={() => onDelete(user)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete<span className="sr-only"> {key}</span>
        </button>
      )}
    </div>
  );
}
