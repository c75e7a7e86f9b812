import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../http/access.ts';
import { recordActivity } from '../activity/index.ts';
import { deleteUser, setRole, type RoleChange, type UserDeletion } from './users.service.ts';

type Actor = Pick<AuthUser, 'id' | 'email'>;

/**
 * Make Admin and Remove Admin from the dashboard: the change and its activity entry
 * commit together. Roles are read from the database on every request, so the change
 * counts from the account's next request, with the tokens it already holds. Taking
 * your own admin away is refused: another admin (or the owner) must do it.
 */
export async function changeAdminRole(
  db: Db,
  actor: Actor,
  email: string,
  role: 'customer' | 'admin',
): Promise<RoleChange | 'yourself'> {
  if (role === 'customer' && email.toLowerCase() === actor.email) return 'yourself';
  return db.transaction(async (tx) => {
    const outcome = await setRole(tx, email, role);
    if (outcome === 'changed') {
      const action = role === 'admin' ? 'make-admin' : 'remove-admin';
      await recordActivity(tx, actor, { action, target: email.toLowerCase() });
    }
    return outcome;
  });
}

/**
 * Deletes an account named by its email, or its phone when it has no email (users.service.ts
 * has the rules), and records who did it.
 */
export async function deleteUserAsStaff(db: Db, actor: Actor, key: string): Promise<UserDeletion> {
  return db.transaction(async (tx) => {
    const outcome = await deleteUser(tx, actor.id, key);
    if (outcome === 'deleted') {
      await recordActivity(tx, actor, { action: 'delete-user', target: key.toLowerCase() });
    }
    return outcome;
  });
}
