import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { messages } from '../../../../shared/messages.ts';
import type { User } from '../../../../shared/schemas/auth.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { useDeleteUser, useMakeAdmin, useRemoveAdmin, usersQuery } from '../api/user-admin-api.ts';
import { RoleChangeDialog, type RoleChange } from './role-dialogs.tsx';
import { UserCards, UserTable } from './user-table.tsx';
import { accountKeyOf } from '../../../../shared/account-key.ts';

/** /dashboard/allusers: every account; Make Admin and delete (docs/product.md#all-users). */
export function AllUsersPage() {
  const { user: me } = useSession();
  const { data, error, isPending, refetch } = useQuery(usersQuery());
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const remove = useDeleteUser();
  const [deleting, setDeleting] = useState<User | null>(null);
  const [changing, setChanging] = useState<RoleChange | null>(null);

  const promote = (user: User) =>
    makeAdmin.mutate(user.email ?? '', {
      onSuccess: () => toast.success(messages.admin.makeAdminDone),
      onError: (failure) =>
        toast.error(
          isApiRequestError(failure, 403) ? messages.admin.makeAdminFailed : errorMessage(failure),
        ),
      onSettled: () => setChanging(null),
    });
  const demote = (user: User) =>
    removeAdmin.mutate(user.email ?? '', {
      onSuccess: () => toast.success(`${user.name} is no longer an admin.`),
      onError: (failure) => toast.error(errorMessage(failure)),
      onSettled: () => setChanging(null),
    });

  const confirmDelete = (user: User) =>
    remove.mutate(accountKeyOf(user), {
      onSuccess: () => {
        toast.success(messages.admin.userDeleted);
        setDeleting(null);
      },
      // 409: yourself, or the last admin; the server says which.
      onError: (failure) => {
        toast.error(errorMessage(failure));
        setDeleting(null);
      },
    });

  const listProps = {
    myEmail: me?.email ?? '',
    promoting: makeAdmin.isPending ? makeAdmin.variables : undefined,
    onMakeAdmin: (user: User) => setChanging({ user, to: 'admin' }),
    onRemoveAdmin: (user: User) => setChanging({ user, to: 'customer' }),
    onDelete: setDeleting,
  };

  return (
    <div>
      <PageHeader
        title="All Users"
        description={data ? `${data.length} ${data.length === 1 ? 'account' : 'accounts'}` : ' '}
      />
      {error ? (
        <QueryError error={error} what="the users" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : (
        <>
          <UserTable className="hidden md:block" users={data} {...listProps} />
          <UserCards className="md:hidden" users={data} {...listProps} />
        </>
      )}
      {changing ? (
        <RoleChangeDialog
          change={changing}
          busy={makeAdmin.isPending || removeAdmin.isPending}
          onConfirm={() =>
            changing.to === 'admin' ? promote(changing.user) : demote(changing.user)
          }
          onClose={() => setChanging(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this user?"
          confirmLabel="Delete user"
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>
            The account of <strong>{deleting.name}</strong> ({accountKeyOf(deleting)}) is deleted
            and they are signed out. Their orders and reviews stay in the shop.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
