import type { User } from '../../../shared/schemas/auth.ts';
import type { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The one place a stored user becomes an API user; hashes and Google ids never leave. */
export function toApiUser(row: UserRow): User {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}
