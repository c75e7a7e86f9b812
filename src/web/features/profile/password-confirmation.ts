import { z } from 'zod';

// A password form's second entry of the new password, which must match: a typo in a password
// nobody sees would lock its owner out. `schema.extend(confirmationField).refine(...newPasswordsMatch)`.

export const confirmationField = { confirmPassword: z.string() };

export const newPasswordsMatch: [
  (values: { newPassword: string; confirmPassword: string }) => boolean,
  { path: string[]; message: string },
] = [
  (values) => values.newPassword === values.confirmPassword,
  { path: ['confirmPassword'], message: 'The two new passwords do not match' },
];
