// The public entry of the users feature: all that code outside it may import (docs/architecture.md, "Server features").
export { emailProven, promoteWhenListed } from './admin-emails.ts';
export {
  isOwnerSetupToken,
  ownerSetupMessage,
  ownerSetupToken,
  ownerSetupUrl,
  SETUP_LINK_INVALID,
} from './owner-setup.ts';
export { accountOfProvenPhone, addProvenPhone, phoneHasAccount } from './phone-accounts.ts';
export { recordOwnerFor } from './record-owner.ts';
export { toApiUser, withEmail, type EmailUserRow, type UserRow } from './user-mapper.ts';
export { userAdminRoutes } from './users.admin.routes.ts';
export { userRoutes } from './users.routes.ts';
export {
  bumpTokenVersion,
  createUser,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  linkGoogleAccount,
  markEmailProven,
  setRole,
  UUID_PATTERN,
} from './users.service.ts';
