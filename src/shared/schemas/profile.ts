import { z } from 'zod';
import { nameField, passwordField, userSchema } from './auth.ts';
import { OWN_IMAGE_PATH } from './product-admin.ts';

/** The signed-in account as My Profile shows it. */
export const profileSchema = userSchema.extend({
  photoUrl: z.string().nullable(),
  hasPassword: z.boolean(),
  /** Proven by a mailed link or by Google; until then the account cannot be made admin. */
  emailVerified: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profilePatchSchema = z
  .object({
    name: nameField.optional(),
    photoUrl: z
      .string()
      .regex(OWN_IMAGE_PATH, 'Photo must be uploaded to this shop first')
      .nullable()
      .optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change' });
export type ProfilePatch = z.input<typeof profilePatchSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ message: 'Current password is Required' })
    .min(1, 'Current password is Required')
    .max(128, 'Current password is wrong'),
  newPassword: passwordField,
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;
