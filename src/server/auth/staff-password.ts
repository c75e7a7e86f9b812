import {
  isStaffRole,
  STAFF_PASSWORD_TOO_SHORT,
  staffPasswordTooShort,
  type Role,
} from '../../shared/schemas/auth.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Refuses a new password too short for a staff account (admin or owner), naming the form
 * field it came in: the one check for a change and a reset (owner setup's is the sign-up
 * schema's). A customer's new password is judged by the schema's 6 alone.
 */
export function refuseShortStaffPassword(role: Role, password: string, field: string): void {
  if (isStaffRole(role) && staffPasswordTooShort(password)) {
    throw new HttpError(400, STAFF_PASSWORD_TOO_SHORT, { [field]: STAFF_PASSWORD_TOO_SHORT });
  }
}
