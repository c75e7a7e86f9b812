import type { User } from '../../../../shared/schemas/auth.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

export type RoleChange = { user: User; to: 'admin' | 'customer' };

/** Asks before an account gains or loses admin: either is a change to who runs the shop. */
export function RoleChangeDialog({
  change,
  busy,
  onConfirm,
  onClose,
}: {
  change: RoleChange;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { user, to } = change;
  return to === 'admin' ? (
    <ConfirmDialog
      title="Make this user an admin?"
      confirmLabel="Make Admin"
      cancelLabel="Cancel"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        <strong>{user.name}</strong> ({user.email}) will manage products, orders, reviews and users
        from their next click. The shop owner sees this in the activity log.
      </p>
    </ConfirmDialog>
  ) : (
    <ConfirmDialog
      title="Remove this admin?"
      confirmLabel="Remove Admin"
      cancelLabel="Cancel"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        <strong>{user.name}</strong> ({user.email}) becomes a customer at once, on every device they
        are signed in on. Their account, orders and reviews stay.
      </p>
    </ConfirmDialog>
  );
}
