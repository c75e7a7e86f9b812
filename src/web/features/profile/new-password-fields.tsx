import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../components/form-field.tsx';

// The new password typed twice, for both password forms (change, and set a first one): a
// typo in a password nobody sees would lock its owner out.
// `schema.extend(confirmationField).refine(...newPasswordsMatch)`.

export const confirmationField = { confirmPassword: z.string() };

export const newPasswordsMatch: [
  (values: { newPassword: string; confirmPassword: string }) => boolean,
  { path: string[]; message: string },
] = [
  (values) => values.newPassword === values.confirmPassword,
  { path: ['confirmPassword'], message: 'The two new passwords do not match' },
];

interface NewPasswordFieldsProps {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { newPassword?: { message?: string }; confirmPassword?: { message?: string } };
}

export function NewPasswordFields({
  newPassword,
  confirmPassword,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...newPassword}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...confirmPassword}
      />
    </>
  );
}
